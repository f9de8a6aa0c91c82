import { render, screen, waitFor, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import type { UploadTestBlock } from '../../content/types.ts';
import { theme } from '../../src/shared/theme/tokens.ts';
import { json, refuse, stubFetch } from '../../tests/helpers/fetch-stub.ts';
import UploadTest from './index.tsx';
import example from './example.json';

const renderIt = () =>
  render(
    <ThemeProvider theme={theme}>
      <UploadTest {...(example as UploadTestBlock)} />
    </ThemeProvider>,
  );
const pdf = () => new File([new Uint8Array(3 * 1024 + 512).fill(37)], 'resume.pdf', { type: 'application/pdf' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('Test Upload is disabled until a file is chosen', async () => {
  const user = userEvent.setup({ delay: null });
  renderIt();
  const button = screen.getByRole('button', { name: 'Test Upload' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  await user.upload(screen.getByLabelText('Choose a PDF'), pdf());
  expect(button.disabled).toBe(false);
});

it('without a file it alerts Please select a file first and sends nothing', () => {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const fetchMock = stubFetch(json(200, {}));
  renderIt();
  fireEvent.submit(screen.getByRole('form', { name: 'File Upload Test' }));
  expect(alert).toHaveBeenCalledWith('Please select a file first');
  expect(fetchMock).not.toHaveBeenCalled();
});

it("shows the chosen file's name, size in KB and type", async () => {
  const user = userEvent.setup({ delay: null });
  renderIt();
  await user.upload(screen.getByLabelText('Choose a PDF'), pdf());
  expect(screen.getByText('resume.pdf')).toBeTruthy();
  expect(screen.getByText('3.50 KB')).toBeTruthy();
  expect(screen.getByText('application/pdf')).toBeTruthy();
});

it('sends multipart (resume, name) with no timeout and shows the raw JSON answer', async () => {
  const answer = {
    success: true,
    message: 'PDF received and checked.',
    data: { name: 'resume.pdf', size: 3584, sha256: 'abc' },
  };
  const fetchMock = stubFetch(json(200, answer));
  const user = userEvent.setup({ delay: null });
  const { container } = renderIt();
  await user.upload(screen.getByLabelText('Choose a PDF'), pdf());
  await user.click(screen.getByRole('button', { name: 'Test Upload' }));
  await screen.findByRole('heading', { name: 'Result' });
  expect(container.querySelector('pre')?.textContent).toBe(JSON.stringify(answer, null, 2));
  const [url, init] = fetchMock.mock.calls[0];
  expect(url).toBe('/api/test-upload');
  const body = init?.body as FormData;
  expect((body.get('resume') as File).name).toBe('resume.pdf');
  expect(body.get('name')).toBe('resume.pdf');
  expect(init?.signal?.aborted).toBe(false);
});

it("shows the server's JSON for a refusal too, and an error message when there is no answer", async () => {
  const refusal = { success: false, message: 'This file is not a PDF.' };
  stubFetch(json(415, refusal));
  const user = userEvent.setup({ delay: null });
  const { container } = renderIt();
  await user.upload(screen.getByLabelText('Choose a PDF'), pdf());
  await user.click(screen.getByRole('button', { name: 'Test Upload' }));
  await waitFor(() => expect(container.querySelector('pre')?.textContent).toBe(JSON.stringify(refusal, null, 2)));
  stubFetch(refuse);
  await user.click(screen.getByRole('button', { name: 'Test Upload' }));
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe(
      'Cannot connect to server. Make sure backend is running on port 5000.',
    ),
  );
});
