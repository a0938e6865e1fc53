import styles from './styles.module.css';

/** Paragraphs of running text at reading width and a slightly larger size (about page, sponsor pages). */
export default function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={styles.prose}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
