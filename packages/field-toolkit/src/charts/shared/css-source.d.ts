/** A style sheet imported as its text (webpack `asset/source`; jest: jest.css-source.cjs). */
declare module '*.css' {
  const css: string;
  export default css;
}
