/**
 * Shapes of the chat API (docs/chat-api.md), derived from the server's OpenAPI document
 * (`src/generated/api-types.ts`, regenerated with `npm run gen:api`): a change on the server
 * breaks the type check here rather than the screens at run time. The document types
 * enumerations as plain strings; where the screens branch on one it is narrowed to the values
 * the contract documents. Optional fields are the server's `Option`s (sent as null).
 */
import type { components } from '../../generated/api-types';

type Schemas = components['schemas'];

export type Market = Schemas['MarketCode'];
export type ChatTerm = 'short' | 'medium' | 'long';
export type ChatInterval = 'daily' | 'weekly';
export type MessageStatus = 'pending' | 'answering' | 'answered' | 'failed';
export type AnswerSource = 'model' | 'automatic';
export type BalanceKind = 'free' | 'trial' | 'plan';

/** A stock as the chat names it; null in a message when the market no longer lists it. */
export type StockBrief = Schemas['StockBrief'];

/** The user's question balance. `remaining` and `daily_limit` are null when unlimited. */
export type ChatBalance = Omit<Schemas['ChatBalanceView'], 'kind'> & { kind: BalanceKind };

/** One question and its answer (`answer` is partial while answering). */
export type ChatMessage = Omit<Schemas['ChatMessageView'], 'status' | 'source' | 'interval' | 'term'> & {
  status: MessageStatus;
  source?: AnswerSource | null;
  interval?: ChatInterval | null;
  term?: ChatTerm | null;
};

export type ReadyQuestion = Schemas['ReadyQuestionView'];

/** A term or an interval with its label in the request's language. */
export interface ChatOption<K extends string> {
  key: K;
  label: string;
}

/** GET /api/chat/questions. */
export type ChatQuestions = Omit<Schemas['ChatQuestionsView'], 'terms' | 'intervals' | 'balance'> & {
  terms: ChatOption<ChatTerm>[];
  intervals: ChatOption<ChatInterval>[];
  balance: ChatBalance;
};

/** One entry of GET /api/chat/conversations (newest first); `messages` is how many it holds. */
export type ConversationSummary = Schemas['ConversationSummary'];

/** GET /api/chat/conversations/{chatId}: its messages oldest first. */
export type Conversation = Omit<Schemas['ConversationView'], 'messages'> & { messages: ChatMessage[] };

/**
 * POST /api/chat/question as the web sends it. A free question has no `questionId` and its text in
 * `question`; its stock may be named in the words, and `stockid` (the stock picked or chosen among
 * a shared name's) is then only the conversation's. A ready question always has `stockid`.
 */
export type AskRequest = Omit<Schemas['QuestionForm'], 'stockid' | 'interval' | 'term'> & {
  stockid?: number;
  interval?: ChatInterval;
  term?: ChatTerm;
};

export type AskResult = Omit<Schemas['AskedView'], 'message' | 'balance'> & { message: ChatMessage; balance: ChatBalance };

/** POST /api/chat/question-test: ready questions only (always about a picked stock). */
export type TestRequest = Omit<AskRequest, 'question' | 'chatId' | 'questionId' | 'stockid'> & { questionId: number; stockid: number };

/** POST /api/chat/understand: a free question as typed, and the stock picked or talked about. */
export type UnderstandRequest = Omit<Schemas['UnderstandForm'], 'question' | 'stockid'> & { question: string; stockid?: number };

/**
 * What the server understands a free question to ask (nothing stored or counted): the stocks it
 * names, in order; `choices` when a name several stocks share was used (the user picks one).
 */
export type Understanding = Schemas['UnderstandingView'];

/** A sample answer: always from the offline analyst (`source` "automatic"). */
export type TestAnswer = Schemas['SampleAnswerView'];

/**
 * The little of a package (POST /api/chat/plans, the same items as GET /api/all-packages) the
 * upgrade button needs: features never import each other, so not the subscriptions types.
 */
export interface ChatPackage {
  id: number;
  name: string;
  plans: { id: number; name: string }[];
}

/** The fields a question can be refused on (422), under the names the API uses. */
export const askFields = ['stockid', 'questionId', 'question', 'compare_stock_id', 'interval', 'term'] as const;

/** The longest free question the server takes (in characters). */
export const MAX_QUESTION_CHARS = 500;
export type AskField = (typeof askFields)[number];
