/* The language menu of the site header (select.kb-site-lang, assets/css/site.css): it shows the
   page's language (<html lang>, set by i18n.js) and a choice is kept in localStorage
   "kiban.lang" (webui.i18n.STORAGE_KEY, the Settings dialog's), then the page reloads in it
   (with storage disabled the menu goes back: there is no other way to keep the choice).
   Loaded deferred, after the header is parsed. */

(() => {
  const STORAGE_KEY = "kiban.lang";
  const menu = document.querySelector("select.kb-site-lang");
  if (!menu) return;
  menu.value = document.documentElement.lang.split("-")[0];
  menu.addEventListener("change", () => {
    try {
      localStorage.setItem(STORAGE_KEY, menu.value);
    } catch {
      menu.value = document.documentElement.lang.split("-")[0]; // storage disabled: no change
      return;
    }
    location.reload();
  });
})();
