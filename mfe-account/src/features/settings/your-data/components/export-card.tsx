/** Downloads: plain links, so the browser saves the file the API names (Content-Disposition) with the session cookie. */
export function ExportCard() {
  return (
    <section className="ra-card" aria-labelledby="export-heading">
      <h2 id="export-heading" className="ra-card-title">
        Export your data
      </h2>
      <p>
        Download a copy of everything Renewly holds about you: your profile, policies, reminders and their deliveries,
        quotes and notifications (JSON), or just your policies as a spreadsheet (CSV).
      </p>
      <div className="ra-actions">
        <a className="renewly-button" href="/api/account/export" download>
          Download all data (JSON)
        </a>
        <a className="renewly-button" href="/api/account/export/policies.csv" download>
          Download policies (CSV)
        </a>
      </div>
    </section>
  );
}
