/** The asset search engine's result page for a query: base64 of the UTF-8 query, then URL-encoded. */
export const fofaSearchUrl = (query: string) => {
  const bytes = new TextEncoder().encode(query);
  const base64 = btoa(String.fromCharCode(...bytes));
  return `https://fofa.info/result?qbase64=${encodeURIComponent(base64)}`;
};
