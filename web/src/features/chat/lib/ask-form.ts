import type { AskField, AskRequest, ChatInterval, ChatQuestions, ChatTerm, ReadyQuestion, TestRequest, UnderstandRequest } from '../types';

/** A stock as the pickers hold it: a search result, a conversation's stock or a stock page's. */
export interface PickedStock {
  id: number | string;
  symbol: string;
  name: string;
}

/** What the composer holds when the user asks. */
export interface AskValues {
  stock: PickedStock | null;
  term: ChatTerm | null;
  interval: ChatInterval | null;
  compareStock: PickedStock | null;
  text: string;
}

/** Our own checks before sending (the server checks again and answers 422 with its words). */
export type AskError = 'stockRequired' | 'questionRequired' | 'termRequired' | 'intervalRequired' | 'compareRequired' | 'compareSame';

export type AskProblems = Partial<Record<AskField, AskError>>;

function idOf(stock: PickedStock): number {
  return typeof stock.id === 'number' ? stock.id : Number(stock.id);
}

/**
 * The checks of a question (`null`: a free question), field by field, as the API names them. A
 * free question needs no picked stock: it may name its stocks (the server says so, 422 on
 * `question`, when it names none and none is picked); a ready question does.
 */
export function checkAsk(question: ReadyQuestion | null, values: AskValues): Record<AskField, AskError | null> {
  return {
    stockid: question && !values.stock ? 'stockRequired' : null,
    questionId: null,
    question: question === null && !values.text.trim() ? 'questionRequired' : null,
    term: question?.needs_term && !values.term ? 'termRequired' : null,
    interval: question?.needs_interval && !values.interval ? 'intervalRequired' : null,
    compare_stock_id: !question?.needs_compare
      ? null
      : !values.compareStock
        ? 'compareRequired'
        : values.stock && idOf(values.compareStock) === idOf(values.stock)
          ? 'compareSame'
          : null,
  };
}

/**
 * The body of POST /api/chat/question: only what the question uses (the interval and term of the
 * "advanced analysis" for question 1, the term for question 2, the second stock for question 3).
 * A free question sends the picked stock when there is one (the conversation's, or the one chosen
 * among a shared name's). Call after checkAsk found nothing.
 */
export function toAskRequest(question: ReadyQuestion | null, values: AskValues, chatId?: string | null): AskRequest {
  const stock = values.stock;
  if (question && !stock) throw new Error('a ready question needs a stock');
  const request: AskRequest = stock ? { stockid: idOf(stock) } : {};
  if (question) {
    request.questionId = question.id;
    if (question.needs_interval && values.interval) request.interval = values.interval;
    if (question.needs_term && values.term) request.term = values.term;
    if (question.needs_compare && values.compareStock) request.compare_stock_id = idOf(values.compareStock);
  } else {
    request.questionId = null;
    request.question = values.text.trim();
  }
  if (chatId) request.chatId = chatId;
  return request;
}

/** The term chosen at first: the server's own default (medium) when offered, else the first. */
export function defaultTerm(questions: ChatQuestions): ChatTerm | null {
  return questions.terms.find((t) => t.key === 'medium')?.key ?? questions.terms[0]?.key ?? null;
}

/** The body of POST /api/chat/question-test (ready questions only). */
export function toTestRequest(question: ReadyQuestion, values: AskValues): TestRequest {
  const { stockid, ...request } = toAskRequest(question, values);
  delete request.question;
  if (stockid === undefined) throw new Error('a ready question needs a stock');
  return { ...request, stockid, questionId: question.id };
}

/**
 * The conversation a question continues. A ready question continues it when it is about the
 * conversation's stock; a free question always offers it, and the server continues it only when
 * the question is about that stock (a question naming another stock starts a new conversation).
 */
export function continuedChat(
  question: ReadyQuestion | null,
  values: Pick<AskValues, 'stock'>,
  conversation: { chatId: string; stockId: number } | null,
): string | null {
  if (!conversation) return null;
  if (question === null) return conversation.chatId;
  return values.stock && idOf(values.stock) === conversation.stockId ? conversation.chatId : null;
}

/** The body of POST /api/chat/understand: the question as it will be sent, and the picked stock. */
export function toUnderstandRequest(values: Pick<AskValues, 'stock' | 'text'>): UnderstandRequest {
  return values.stock ? { question: values.text.trim(), stockid: idOf(values.stock) } : { question: values.text.trim() };
}
