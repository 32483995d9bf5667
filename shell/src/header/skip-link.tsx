/** The first stop in the tab order (WCAG 2.4.1): jumps past the header's links to the page's content. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="renewly-skip-link"
      onClick={(event) => {
        // Focus the content without changing the URL (a hash would be read by the router and the reset link).
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
    >
      Skip to content
    </a>
  );
}
