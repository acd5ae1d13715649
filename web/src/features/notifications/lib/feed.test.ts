import { describe, expect, it } from 'vitest';
import { aPage, someNotices } from '../testing/fixtures';
import { feedItems, markedRead, nextCursorOf, withNotice, type FeedData } from './feed';

const feedOf = (...pages: ReturnType<typeof aPage>[]): FeedData => ({ pages, pageParams: pages.map((_, i) => (i === 0 ? null : `c${i}`)) });

describe('the feed', () => {
  it('lists every loaded page in order, each notice once', () => {
    const first = someNotices(3, 10);
    // A refetched first page pushed notice 8 down onto the second page as well.
    const second = [...someNotices(1, 8), ...someNotices(2, 7)];
    expect(feedItems(feedOf(aPage(first, 'c1'), aPage(second))).map((n) => n.id)).toEqual([10, 9, 8, 7, 6]);
    expect(feedItems(undefined)).toEqual([]);
  });

  it('continues after the cursor the server gave, and stops on the last page', () => {
    expect(nextCursorOf(aPage([], 'abc'))).toBe('abc');
    expect(nextCursorOf(aPage([]))).toBeUndefined();
  });

  it('marks the chosen notices read and leaves the others', () => {
    const feed = feedOf(aPage(someNotices(2, 2), 'c1'), aPage(someNotices(1, 0)));
    const after = markedRead(feed, (n) => n.id !== 1);
    expect(feedItems(after).map((n) => [n.id, n.read])).toEqual([
      [2, true],
      [1, false],
      [0, true],
    ]);
    expect(after?.pageParams).toEqual(feed.pageParams);
    expect(markedRead(undefined, () => true)).toBeUndefined();
  });

  it('takes the server’s newer copy of one notice', () => {
    const feed = feedOf(aPage(someNotices(2, 2)));
    const [, second] = someNotices(2, 2, { read: true });
    expect(feedItems(withNotice(feed, second!)).map((n) => [n.id, n.read])).toEqual([
      [2, false],
      [1, true],
    ]);
  });
});
