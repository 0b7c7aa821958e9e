// Runs before the first paint: the saved theme of the layout config (spec §3, stored under
// STORE_KEYS.layoutConfig = 'storeConfig'; auto follows the system), so that a dark session does not
// flash light while the app loads. The app keeps data-theme up to date afterwards.
(function () {
  try {
    var saved = JSON.parse(localStorage.getItem('storeConfig') || '{}');
    var scheme = saved && saved.state ? saved.state.colorScheme : undefined;
    var dark = scheme === 'dark' || (scheme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
  } catch (error) {
    // No storage: the light overlay it is.
  }
})();
