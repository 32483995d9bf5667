const css = `
.renewly-plate { display: inline-block; background: #f9d949; color: #111; border: 2px solid #111; border-radius: 6px;
  padding: 0 8px; font-family: 'Charles Wright', 'UKNumberPlate', 'Arial Narrow', Arial, sans-serif; font-weight: 800;
  font-size: 15px; letter-spacing: 1.5px; white-space: nowrap; line-height: 1.5; }
.reminder-target-reasons { margin: 6px 0 0; padding-left: 18px; color: #5b6b75; font-size: 13px; }
`;

/** The reminder dialogs' few rules (React 19 puts one copy in the head whatever the number of renders). */
export function RemindersStyles() {
  return (
    <style href="renewly-reminders" precedence="default">
      {css}
    </style>
  );
}
