/**
 * The freight search's two page files, both shown at /freight-search ↔ /lojistik-arama: the static page for the bare
 * address, and its server-rendered twin for an address with a search (`?q=`: a shared link, a bookmark, the assistant's
 * link), whose form the server renders filled. The middleware serves the twin; its own path is never an address.
 */
export const freightSearchPage = '/freight-search';
export const searchedFreightSearchPage = '/freight-search/searched';

export const isFreightSearchPage = (pageFile: string) => pageFile === freightSearchPage || pageFile === searchedFreightSearchPage;
