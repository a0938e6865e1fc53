/** Font files imported from code resolve to their built URL (Docusaurus's font loader). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
