// @vitest-environment node
// The upload test screen's store: multipart, no timeout, raw JSON kept as it came.
import { afterEach, expect, it, vi } from 'vitest';
import { createUploadTest, sizeInKb } from './upload-test.ts';
import { hang, json, stubFetch } from '../../../tests/helpers/fetch-stub.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pdf = () => new File(['%PDF-1.4 test'], 'cv.pdf', { type: 'application/pdf' });

it('has no timeout: a slow upload is still waiting after two minutes', async () => {
  vi.useFakeTimers();
  stubFetch(hang);
  const store = createUploadTest(() => undefined);
  store.getState().choose(pdf());
  void store.getState().upload();
  await vi.advanceTimersByTimeAsync(120_000);
  expect(store.getState().status).toBe('submitting');
});

it('keeps the answer as pretty-printed JSON with its status; choosing another file clears it', async () => {
  stubFetch(json(413, { success: false, message: 'The file is too large.' }));
  const store = createUploadTest(() => undefined);
  store.getState().choose(pdf());
  await store.getState().upload();
  expect(store.getState().result).toEqual({
    status: 413,
    json: '{\n  "success": false,\n  "message": "The file is too large."\n}',
  });
  store.getState().choose(pdf());
  expect(store.getState().result).toBeNull();
});

it('alerts without a file', async () => {
  const alert = vi.fn();
  const store = createUploadTest(alert);
  await store.getState().upload();
  expect(alert).toHaveBeenCalledWith('Please select a file first');
});

it('sizes in KB with two decimals', () => {
  expect(sizeInKb(1536)).toBe('1.50 KB');
  expect(sizeInKb(0)).toBe('0.00 KB');
});
