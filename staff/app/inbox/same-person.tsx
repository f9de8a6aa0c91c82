// "Probably the same person": other items with the same e-mail address or phone number sent within a
// day (the server finds them), named by reference so a coordinator answers the person once.

export function SamePerson({ references }: { references: readonly string[] }) {
  if (references.length === 0) return null;
  return (
    <p>
      <strong>Probably the same person</strong> as {references.join(', ')} (same e-mail or phone, sent within a day).
    </p>
  );
}
