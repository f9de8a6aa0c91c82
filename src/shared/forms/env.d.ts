// Build-time settings the forms read (Vite replaces import.meta.env.* when it bundles).
interface ImportMetaEnv {
  /**
   * Origin of the API, e.g. https://api.example.org (no /api, no trailing slash needed).
   * Unset or empty: the forms call /api on the site's own origin.
   */
  readonly VITE_API_BASE_URL?: string;
}
