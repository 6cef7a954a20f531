import { useEffect, useId, useRef, useState } from 'react';
import { setPasswordAsker } from './api.js';

interface Asking {
  reason: string;
  problem?: string;
  answer: (password: string | undefined) => void;
}

/**
 * The dialog that asks for the signed-in person's password again before the server takes a guarded change (the
 * address enquiries go to, analytics): mounted once on the server's editor, opened by the API layer when needed.
 */
export function PasswordPrompt() {
  const [asking, setAsking] = useState<Asking>();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    setPasswordAsker((reason, problem) => new Promise((answer) => setAsking({ reason, problem, answer })));
    return () => setPasswordAsker(undefined);
  }, []);
  useEffect(() => {
    if (asking && !dialog.current?.open) dialog.current?.showModal();
    if (asking && input.current) input.current.value = '';
  }, [asking]);

  const finish = (password: string | undefined) => {
    asking?.answer(password);
    setAsking(undefined);
    dialog.current?.close();
  };

  return (
    <dialog ref={dialog} className="publish password-prompt" aria-labelledby={`${id}-heading`} onCancel={() => finish(undefined)}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          finish(input.current?.value ?? '');
        }}
      >
        <h2 id={`${id}-heading`}>Confirm it is you</h2>
        <p id={`${id}-reason`}>{asking?.reason}</p>
        {asking?.problem && (
          <p className="notice notice-error" role="alert" id={`${id}-problem`}>
            {asking.problem}
          </p>
        )}
        <label htmlFor={`${id}-password`}>Your password</label>
        <input
          ref={input}
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          aria-describedby={asking?.problem ? `${id}-reason ${id}-problem` : `${id}-reason`}
        />
        <p className="password-prompt-buttons">
          <button type="submit" className="button button-primary">
            Confirm
          </button>
          <button type="button" className="button" onClick={() => finish(undefined)}>
            Cancel
          </button>
        </p>
      </form>
    </dialog>
  );
}
