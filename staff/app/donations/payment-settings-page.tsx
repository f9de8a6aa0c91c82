// The settings that move money (admins only: the server refuses every other role, and the menu does not
// show them the page): the UPI ID, the bank account, the cheque payee, the foundation's PAN, its 80G
// registration and FCRA details. A setting not yet set shows the placeholder the Donate page shows. Only
// what the admin changed is sent; a wrong value gets the server's sentence beside its field, and nothing
// is stored then. Every change is e-mailed to every admin, and the page says so before saving.
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { Field } from '../../../src/shared/ui/form-controls.tsx';
import { type PaymentSettingView, STAFF_API } from '../../../schema/api/staff.ts';
import { call, noticeOf } from '../api.ts';
import { Button, Card, Muted, Notice, PageHeading } from '../ui.tsx';

/** The groups the settings are shown in, in the order of the Donate page. */
const GROUPS: { heading: string; names: string[] }[] = [
  { heading: 'UPI', names: ['upiId', 'payeeName'] },
  { heading: 'Bank transfer', names: ['bankAccountName', 'bankAccountNumber', 'bankIfsc', 'bankName'] },
  { heading: 'Cheques and demand drafts', names: ['chequePayee', 'postalAddress'] },
  { heading: 'Receipts and Form 10BD', names: ['pan', 'urn80g', 'urn80gDate', 'receiptDays'] },
  { heading: 'Foreign contributions (FCRA)', names: ['fcraRegistration', 'fcraAccount'] },
];

/** What the field starts with: the value set, or nothing while the placeholder is shown. */
const startOf = (setting: PaymentSettingView) => (setting.placeholder ? '' : setting.value);

export function PaymentSettingsPage() {
  const [settings, setSettings] = useState<PaymentSettingView[]>();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ text: string; error: boolean }>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    const answer = await call<PaymentSettingView[]>('GET', STAFF_API.paymentSettings);
    if (!answer.ok) {
      setNotice(noticeOf(answer));
      return;
    }
    setSettings(answer.data);
    setTyped(Object.fromEntries(answer.data.map((setting) => [setting.name, startOf(setting)])));
  }, []);
  useEffect(() => {
    load();
  }, [load]);

  const changes = () =>
    Object.fromEntries(
      (settings ?? [])
        .filter((setting) => (typed[setting.name] ?? '').trim() !== startOf(setting))
        .map((setting) => [setting.name, (typed[setting.name] ?? '').trim()]),
    );

  async function save(event: FormEvent) {
    event.preventDefault();
    const changed = changes();
    if (Object.keys(changed).length === 0) {
      setNotice({ text: 'Nothing changed.', error: false });
      return;
    }
    setBusy(true);
    const answer = await call('PUT', STAFF_API.paymentSettings, changed);
    setNotice(noticeOf(answer));
    const refused = (answer.ok ? undefined : (answer.data as { fieldErrors?: Record<string, string> } | undefined))
      ?.fieldErrors;
    setFieldErrors(refused ?? {});
    if (answer.ok) await load();
    setBusy(false);
  }

  if (settings === undefined) {
    return (
      <>
        <PageHeading title="Payment settings">Payment settings</PageHeading>
        <Notice error={notice?.error}>{notice?.text}</Notice>
        {notice ? null : <p>Loading…</p>}
      </>
    );
  }
  const byName = new Map(settings.map((setting) => [setting.name, setting]));
  return (
    <>
      <PageHeading title="Payment settings">Payment settings</PageHeading>
      <Muted>
        Where donors’ money goes, and the registrations printed on receipts and in Form 10BD. Every change is e-mailed
        at once to every admin, with the old and new values: if you did not expect such an e-mail, set the old value
        again and ask who changed it.
      </Muted>
      <Notice error={notice?.error}>{notice?.text}</Notice>
      <form onSubmit={save} noValidate>
        {GROUPS.map((group) => (
          <Card key={group.heading} aria-label={group.heading}>
            <h2>{group.heading}</h2>
            {group.names.map((name) => {
              const setting = byName.get(name);
              if (!setting) return null;
              return (
                <Field
                  key={name}
                  formId="payment-settings"
                  name={name}
                  label={setting.label}
                  hint={
                    setting.placeholder
                      ? `Not set yet: the Donate page shows the placeholder ${setting.value} and warns donors not to pay it.`
                      : undefined
                  }
                  placeholder={setting.placeholder ? setting.value : undefined}
                  error={fieldErrors[name]}
                  value={typed[name] ?? ''}
                  onValue={(value) => setTyped((now) => ({ ...now, [name]: value }))}
                />
              );
            })}
          </Card>
        ))}
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save the changes and e-mail every admin'}
        </Button>
      </form>
    </>
  );
}
