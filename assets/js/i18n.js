/* The reader's language, chosen before the page is shown, and the page's static text in it.

   A classic script loaded first in <head> (not a module, so it runs before the body is parsed):
   1. the language: a `?lang=` parameter, else the stored choice (localStorage "kiban.lang", the
      Settings dialog's), else the first of navigator.languages Kiban speaks, else English
      (the codes of webui.i18n.LANGUAGES); <html lang> is set to it (Python reads it there);
   2. in another language than English the page stays invisible until its static text is
      translated: every text node and the title / aria-label / placeholder / alt attributes
      (and the description <meta>), outside <script>, <style>, <code> and translate="no", whose
      collapsed text is a msgid of assets/i18n/<lang>.json (written by scripts/sitebuild.py from
      the .po catalogs; scripts/i18n.py extracts these same texts);
   3. `kibanI18n.t(msgid, fields)` translates the sentences of the page scripts (embed.js …),
      `{name}` fields filled in; `kibanI18n.lang` is the language, `kibanI18n.ready` a promise
      settled once the page is translated.
   Texts are set as text (node data, attribute values), never as HTML. */

(() => {
  const LANGUAGES = ["en", "nl", "de", "ja", "zh"];
  const STORAGE_KEY = "kiban.lang";
  const HTML_LANG = { zh: "zh-Hans" }; // what <html lang> says, where it is more than the code
  const ATTRIBUTES = ["title", "aria-label", "placeholder", "alt"];
  const SKIPPED = new Set(["SCRIPT", "STYLE", "CODE"]);
  const REVEAL_AFTER_MS = 4000; // show the page untranslated rather than never
  const root = document.documentElement;
  const script = document.currentScript;

  const known = (code) => {
    const base = String(code || "").replace("_", "-").split("-")[0].toLowerCase();
    return LANGUAGES.includes(base) ? base : null;
  };

  function choose() {
    let stored = null;
    try {
      stored = localStorage.getItem(STORAGE_KEY);
    } catch {
      /* storage disabled: the browser's languages decide */
    }
    const wanted = [new URLSearchParams(location.search).get("lang"), stored,
      ...(navigator.languages || [navigator.language])];
    for (const code of wanted) {
      if (known(code)) return known(code);
    }
    return "en";
  }

  const lang = choose();
  let messages = {};
  const collapse = (text) => text.split(/\s+/).filter(Boolean).join(" ");
  const t = (msgid, fields = {}) =>
    (messages[msgid] || msgid).replace(/\{(\w+)\}/g, (all, name) =>
      name in fields ? String(fields[name]) : all);

  function translateText(node) {
    const text = collapse(node.data);
    if (text && messages[text]) {
      const [, before, after] = /^(\s*)[\s\S]*?(\s*)$/.exec(node.data);
      node.data = before + messages[text] + after;
    }
  }

  function translateElement(element) {
    const names = element.getAttribute("name") === "description" ? [...ATTRIBUTES, "content"] : ATTRIBUTES;
    for (const name of names) {
      const value = element.getAttribute(name);
      if (value && messages[collapse(value)]) element.setAttribute(name, messages[collapse(value)]);
    }
  }

  function translate(top) {
    const walker = document.createTreeWalker(top, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.nodeType === Node.ELEMENT_NODE &&
        (SKIPPED.has(node.tagName) || node.getAttribute("translate") === "no")
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    translateElement(top);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) translateText(node);
      else translateElement(node);
    }
  }

  root.lang = HTML_LANG[lang] || lang;
  let ready = Promise.resolve();
  if (lang !== "en") {
    root.style.visibility = "hidden";
    const loaded = fetch(new URL(`../i18n/${lang}.json`, script.src))
      .then((response) => (response.ok ? response.json() : {}))
      .then((catalog) => {
        messages = catalog;
      })
      .catch((error) => console.error("Kiban: the translations could not be loaded:", error));
    const parsed = new Promise((resolve) =>
      document.readyState === "loading" ? addEventListener("DOMContentLoaded", resolve) : resolve());
    const reveal = () => {
      if (root.style.visibility) performance.mark("kiban-i18n: shown"); // (for measurements)
      root.style.removeProperty("visibility");
    };
    setTimeout(reveal, REVEAL_AFTER_MS);
    ready = Promise.all([loaded, parsed]).then(() => translate(root)).finally(reveal);
  }
  window.kibanI18n = { lang, t, ready };
})();
