import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '../../../../shared/contracts/messages.js';
import {
  applyMessageToConversations,
  applyReadToConversations,
  counterText,
  deliveryState,
  flattenHistory,
  latestUnreadFromOther,
  markSeen,
  mergeIntoHistory,
  mergeMessage,
  type ConversationPages,
  type HistoryPages,
  type LocalMessage,
} from './messages';

const ME = '00000000-0000-4000-8000-000000000001';
const YOU = '00000000-0000-4000-8000-000000000002';
const CONV = '00000000-0000-4000-8000-0000000000aa';
const OTHER_CONV = '00000000-0000-4000-8000-0000000000bb';

function msg(id: string, at: string, senderId = ME, extra: Partial<LocalMessage> = {}): LocalMessage {
  return { id, conversationId: CONV, senderId, body: id, createdAt: `2026-06-10T10:${at}:00.000Z`, readAt: null, clientId: null, ...extra };
}

function history(...pages: LocalMessage[][]): HistoryPages {
  return { pages: pages.map((data, index) => ({ data, hasMore: index < pages.length - 1 })), pageParams: pages.map(() => undefined) };
}

describe('optimistic reconciliation', () => {
  const optimistic = msg('local-c1', '05', ME, { clientId: 'c1', status: 'sending' });
  const server = msg('srv-1', '06', ME, { clientId: 'c1' });

  it('the server copy replaces the optimistic one with the same clientId', () => {
    const list = mergeMessage([msg('m0', '01'), optimistic], server);
    expect(list.map((item) => item.id)).toEqual(['m0', 'srv-1']);
    expect(deliveryState(list[1] as LocalMessage)).toBe('sent');
  });
  it('the echo and the POST answer together still leave one message', () => {
    const once = mergeMessage([optimistic], server);
    expect(mergeMessage(once, server)).toHaveLength(1);
  });
  it('a late failure never overwrites the server copy', () => {
    const list = mergeMessage([server], { ...optimistic, status: 'failed' });
    expect(list).toEqual([server]);
  });
  it('a retry replaces the failed copy', () => {
    const list = mergeMessage([{ ...optimistic, status: 'failed' }], { ...optimistic, status: 'sending' });
    expect(list.map((item) => item.status)).toEqual(['sending']);
  });
  it('messages from others are kept in time order', () => {
    const list = mergeMessage([msg('a', '01'), msg('c', '03')], msg('b', '02', YOU));
    expect(list.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
  it('reconciles in the page that holds the copy and appends new ones to the newest page', () => {
    const pages = history([msg('new', '10')], [optimistic]);
    const reconciled = mergeIntoHistory(pages, server);
    expect(reconciled.pages[1]?.data.map((item) => item.id)).toEqual(['srv-1']);
    const appended = mergeIntoHistory(pages, msg('live', '11', YOU));
    expect(appended.pages[0]?.data.map((item) => item.id)).toEqual(['new', 'live']);
  });
});

describe('history', () => {
  it('flattens oldest first (pages[0] is the newest page)', () => {
    expect(flattenHistory(history([msg('c', '03')], [msg('a', '01'), msg('b', '02')])).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
  it('"Seen" reaches my messages sent until the read time, not later ones or theirs', () => {
    const pages = history([msg('mine-early', '01'), msg('theirs', '02', YOU), msg('mine-late', '09')]);
    const seen = flattenHistory(markSeen(pages, ME, '2026-06-10T10:05:00.000Z'));
    expect(seen.map(deliveryState)).toEqual(['seen', 'sent', 'sent']);
    expect(seen[1]?.readAt).toBeNull();
  });
  it('finds the newest unread message from the other person', () => {
    expect(latestUnreadFromOther([msg('a', '01', YOU), msg('b', '02', YOU), msg('c', '03')], ME)).toBe('b');
    expect(latestUnreadFromOther([msg('a', '01'), msg('b', '02', YOU, { readAt: '2026-06-10T10:03:00.000Z' })], ME)).toBeNull();
  });
});

function conversation(id: string, unreadCount: number, last: ChatMessage | null): Conversation {
  return {
    id,
    otherUser: { id: YOU, username: 'you', name: 'You There', headline: [], profilePictureUrl: null, college: '' },
    lastMessage: last,
    unreadCount,
    lastMessageAt: last?.createdAt ?? null,
    canSend: true,
  };
}

function conversations(...items: Conversation[]): ConversationPages {
  return { pages: [{ data: items, page: 1, limit: 20, total: items.length, unreadTotal: 1 }], pageParams: [1] };
}

describe('conversation list', () => {
  it('a message from the other person moves the conversation to the top with one more unread', () => {
    const before = conversations(conversation(OTHER_CONV, 0, null), conversation(CONV, 1, msg('old', '01', YOU)));
    const after = applyMessageToConversations(before, msg('new', '05', YOU), ME, 2);
    expect(after?.pages[0]?.data.map((item) => [item.id, item.unreadCount, item.lastMessage?.id])).toEqual([
      [CONV, 2, 'new'],
      [OTHER_CONV, 0, undefined],
    ]);
    expect(after?.pages[0]?.unreadTotal).toBe(2);
  });
  it('my own message and a repeated event add no unread', () => {
    const before = conversations(conversation(CONV, 0, null));
    const mine = applyMessageToConversations(before, msg('mine', '02'), ME, 0);
    expect(mine?.pages[0]?.data[0]?.unreadCount).toBe(0);
    const theirs = applyMessageToConversations(before, msg('x', '03', YOU), ME, 1) as ConversationPages;
    expect(applyMessageToConversations(theirs, msg('x', '03', YOU), ME, 1)?.pages[0]?.data[0]?.unreadCount).toBe(1);
  });
  it('an unknown conversation asks for a refetch', () => {
    expect(applyMessageToConversations(conversations(), msg('new', '05', YOU), ME, 1)).toBeNull();
  });
  it('reading a conversation clears its count and takes the server total', () => {
    const after = applyReadToConversations(conversations(conversation(CONV, 3, null), conversation(OTHER_CONV, 2, null)), CONV, 2);
    expect(after.pages[0]?.data.map((item) => item.unreadCount)).toEqual([0, 2]);
    expect(after.pages[0]?.unreadTotal).toBe(2);
  });
});

describe('composer counter', () => {
  it('appears at 90% of the limit', () => {
    expect(counterText(1799, 2000)).toBeNull();
    expect(counterText(1800, 2000)).toBe('1800/2000');
  });
});
