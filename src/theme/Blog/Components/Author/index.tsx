/**
 * An author card (ejected from the classic theme): on posts, on the blog
 * lists and on the author list. The theme keeps an empty avatar's space when
 * an author has no photo (`image_url` in `authors.yml`), so the name sits
 * indented beside nothing; ours shows the author's initials in a brand
 * circle instead, the photo once one is supplied. On the author list the
 * number of posts is written out ("4 publicaciones"), not a bare badge, and
 * links to the author's page of posts when they have one (`page: true`).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import AuthorSocials from '@theme/Blog/Components/Author/Socials';
import type { Props } from '@theme/Blog/Components/Author';
import { useBlogPagesCopy } from '@site/src/hooks/build-data';
import { postCountLabel } from '@site/src/utils/postCount';
import ui from '@site/src/components/ui.module.css';
import styles from './styles.module.css';

/** "UR" for "Uxía Rodríguez": the first letter of the first and last words, upper case. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((w) => [...w][0]!.toLocaleUpperCase()).join('');
}

function MaybeLink({ href, children, className }: { href?: string; children: ReactNode; className?: string }): ReactNode {
  return href ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

export default function BlogAuthor({ as, author, className, count }: Props): ReactNode {
  const { name, title, url, imageURL, email, page } = author;
  const link = page?.permalink || url || (email && `mailto:${email}`) || undefined;
  const size = as === 'h1' || as === 'h2' ? styles.large : undefined;
  const postCount = useBlogPagesCopy().tag.postCount;
  return (
    <div className={clsx('avatar', styles.author, size, className)}>
      {imageURL ? (
        <MaybeLink href={link} className="avatar__photo-link">
          <img className={clsx('avatar__photo', styles.photo)} src={imageURL} alt={name ?? ''} />
        </MaybeLink>
      ) : (
        name && (
          <span className={styles.initials} aria-hidden="true">
            {initialsOf(name)}
          </span>
        )
      )}
      {(name || title) && (
        <div className={clsx('avatar__intro', styles.details)}>
          <div className="avatar__name">
            {name && (
              <MaybeLink href={link}>
                {as ? (
                  <Heading as={as} className={styles.name} translate="no">
                    {name}
                  </Heading>
                ) : (
                  <span className={styles.name} translate="no">
                    {name}
                  </span>
                )}
              </MaybeLink>
            )}
          </div>
          {title && <small className={styles.title}>{title}</small>}
          {count !== undefined && (
            <small className={styles.count}>
              {page ? (
                <Link href={page.permalink} className={ui.arrowLink}>
                  {postCountLabel(count, postCount)}
                  <ArrowRight aria-hidden="true" size={16} />
                </Link>
              ) : (
                postCountLabel(count, postCount)
              )}
            </small>
          )}
          <AuthorSocials author={author} />
        </div>
      )}
    </div>
  );
}
