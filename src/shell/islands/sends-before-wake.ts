/**
 * A form sent before its island has woken (Send as the very first touch, Enter in a field, a slow phone still
 * fetching the island's script) is held, not posted plainly: the page stays, the form is marked busy, the island
 * is woken, and once it is hydrated the send is made again, so the block's own checks, "Sending..." and
 * messages answer it exactly as they answer a send after waking. If the island cannot start (its script
 * failed, or has not arrived within PLAIN_POST_AFTER_MS), the held send posts plainly, as without JavaScript,
 * and the server's page answers it: a send is never lost.
 */

/** Longer than a form's island takes on a 400 kbit/s phone (2-4 s), short enough that a stalled script loses no send. */
export const PLAIN_POST_AFTER_MS = 15_000;

interface Held {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

export interface HeldSends {
  /** Just before hydrating: the form as the server drew it (React hydrates what it rendered), busy mark gone. */
  unmark: () => void;
  /** Once hydrated: the held send is made again and heard by the island's own handler. */
  replay: () => void;
  /** The island could not start: the held send, if any, posts plainly, and later sends too. */
  postPlainly: () => void;
}

/** Holds sends in `island` until `replay` or `postPlainly`; `wake` starts the island (a send may come first). */
export function holdSends(island: HTMLElement, wake: () => void): HeldSends {
  let held: Held | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    if (held) return; // one send, made once the island is ready
    held = { form, submitter: event.submitter };
    form.setAttribute('aria-busy', 'true');
    timer = setTimeout(postPlainly, PLAIN_POST_AFTER_MS);
    wake();
  };
  island.addEventListener('submit', onSubmit, true);

  /** Stops holding; the send held so far, if any. */
  function stop(): Held | undefined {
    island.removeEventListener('submit', onSubmit, true);
    clearTimeout(timer);
    const send = held;
    held = undefined;
    send?.form.removeAttribute('aria-busy');
    return send;
  }
  function postPlainly() {
    const send = stop();
    if (send?.form.isConnected) submit(send);
  }
  return {
    unmark: () => held?.form.removeAttribute('aria-busy'),
    replay: () => {
      const send = stop();
      if (send?.form.isConnected) submit(send);
    },
    postPlainly,
  };
}

/** Sends the form as its own button would (the submitter's name and value included, when it still belongs to it). */
function submit({ form, submitter }: Held) {
  if (submitter instanceof HTMLButtonElement && submitter.form === form && !submitter.disabled)
    form.requestSubmit(submitter);
  else form.requestSubmit();
}
