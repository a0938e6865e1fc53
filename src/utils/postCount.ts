import { keepFiguresTogether } from './typography';

/**
 * "1 publicación" / "3 publicaciones": how many posts, in the wording of the
 * blog pages' copy (`tag.postCount` of `src/content/blogPages.json`), where
 * `{count}` in `other` stands for the number; the number kept on the line of its word.
 */
export function postCountLabel(count: number, wording: { one: string; other: string }): string {
  return count === 1 ? wording.one : keepFiguresTogether(wording.other.replaceAll('{count}', String(count)));
}
