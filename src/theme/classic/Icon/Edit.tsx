// `@theme/Icon/Edit`: the pencil of the "Edit this page" link.
/** A pencil, drawn for this theme. */
export default function IconEdit() {
  return (
    <svg
      className="theme-edit-this-page__icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="currentColor"
    >
      <path d="M4 17.2V20h2.8l9.9-9.9-2.8-2.8L4 17.2zm15.7-9.4a1 1 0 0 0 0-1.4l-2.1-2.1a1 1 0 0 0-1.4 0l-1.6 1.6 2.8 2.8 2.3-2.3z" />
    </svg>
  );
}
