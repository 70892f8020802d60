/* Registers the service worker (sw.js at the site root) once Python is ready, i.e. when <html>
   (or, on a page of boards drawn by boards.js, a first board) gets data-ready, so precaching
   never competes with the boot; the runtime it precaches is then taken from the HTTP cache. */

const root = document.documentElement;
const siteRoot = new URL("../../", import.meta.url);

function register() {
  navigator.serviceWorker
    .register(new URL("sw.js", siteRoot), { scope: siteRoot.href, updateViaCache: "none" })
    .catch((error) => console.error("Service worker registration failed:", error));
}

if ("serviceWorker" in navigator) {
  const ready = () => root.matches("[data-ready]") || root.querySelector("[data-ready]");
  if (ready()) {
    register();
  } else {
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      register();
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-ready"], subtree: true });
  }
}
