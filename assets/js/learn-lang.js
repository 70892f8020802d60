/* The Learn pages: show the page in the reader's language, and remember a language picked in
   the page's menu. Loaded (classic, not deferred) in the <head>, after the
   <link rel="alternate" hreflang> of every translated version that scripts/learnpages.py writes.

   - `?lang=xx` on any Learn page opens its `xx` version (when there is one; the query and the
     #section are kept, so `?lang=en` still holds on the English page). The game page can link
     to `learn/shogi.html?lang=nl`.
   - Otherwise only the English page moves, and only when the reader has not chosen English:
     to the language kept in localStorage["kiban.lang"] (the settings' choice), else to the first
     of navigator.languages that has a version. A translated page never redirects by itself,
     so no loop.
   - A click in the language menu (nav.kb-langs) keeps that language in localStorage. */

(() => {
  const STORAGE_KEY = "kiban.lang"; // (webui.i18n.STORAGE_KEY)
  const SOURCE = "en";
  const base = (code) => String(code || "").replace("_", "-").split("-")[0].toLowerCase();
  const versions = new Map();
  for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) {
    versions.set(link.hreflang, link.href);
  }
  const here = base(document.documentElement.lang);

  function stored() {
    try {
      return localStorage.getItem(STORAGE_KEY);
    } catch {
      return null; // storage blocked: follow the browser
    }
  }

  function wanted() {
    const asked = base(new URLSearchParams(location.search).get("lang"));
    if (versions.has(asked)) return asked; // (an unknown code counts as none)
    if (here !== SOURCE) return here;
    const kept = stored();
    if (kept) return base(kept);
    for (const code of navigator.languages || [navigator.language]) {
      const lang = base(code);
      if (lang === SOURCE || versions.has(lang)) return lang;
    }
    return SOURCE;
  }

  const lang = wanted();
  if (lang !== here && versions.has(lang)) {
    const target = new URL(versions.get(lang));
    target.search = location.search;
    target.hash = location.hash;
    location.replace(target.href);
  }

  document.addEventListener("click", (event) => {
    const link = event.target.closest && event.target.closest(".kb-langs a[hreflang]");
    if (!link) return;
    try {
      localStorage.setItem(STORAGE_KEY, link.hreflang);
    } catch {
      // storage blocked: the link still opens the page
    }
  });
})();
