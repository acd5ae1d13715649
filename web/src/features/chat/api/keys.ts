/** Every chat query lives under this key. */
export const CHAT_KEY = 'chat';

export const chatKeys = {
  questions: [CHAT_KEY, 'questions'] as const,
  balance: [CHAT_KEY, 'balance'] as const,
  plans: [CHAT_KEY, 'plans'] as const,
  conversationLists: [CHAT_KEY, 'conversations'] as const,
  conversations: (page: number) => [CHAT_KEY, 'conversations', page] as const,
  conversation: (chatId: string) => [CHAT_KEY, 'conversation', chatId] as const,
};
