import type { ConsoleImage } from '@crust/contract/console-images';
import { useId, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { messageOf } from '@/lib/use-submit';
import { useConsoleImage, useUploadImage } from '../api/images-api';

/** What the server takes (it reads the bytes, not the name); checked here first so a PDF is not sent at all. */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const WRONG_KIND = 'Choose a JPEG, PNG or WebP photo.';

export type PhotoFieldProps = {
  label: string;
  /** The photo's id (POST /api/console/images), null for none. */
  value: number | null;
  /** `image`, given on an upload, is the photo itself: for a form that keeps its addresses rather than its id (issue 20: the site's hero). */
  onChange: (imageId: number | null, image?: ConsoleImage) => void;
  /** The form's own message for the field (a 400 naming it). */
  error?: string | null;
};

function Preview({ image, label }: { image: ConsoleImage; label: string }) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.srcset.avif} sizes="16rem" />
      <source type="image/webp" srcSet={image.srcset.webp} sizes="16rem" />
      <img
        src={image.image}
        srcSet={image.srcset.jpeg}
        sizes="16rem"
        width={image.width}
        height={image.height}
        alt={`${label}: the photo chosen`}
        className="h-auto w-64 rounded-md border border-black/10 object-cover"
      />
    </picture>
  );
}

/**
 * Issue 19: a console form's photo. Drop a file on it or choose one (a real file input, so the keyboard
 * and screen readers work as usual); it uploads at once, says so in a live region, and shows the
 * server's refusal (too big, not a photo) beside the field. Its value is the uploaded photo's id.
 * Progress is shown without a percentage: fetch reports none for a request body.
 */
export function PhotoField({ label, value, onChange, error }: PhotoFieldProps) {
  const id = useId();
  const image = useConsoleImage(value);
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [dragging, setDragging] = useState(false);

  function send(file: File | undefined) {
    if (!file) return;
    upload.reset();
    if (!ACCEPTED.includes(file.type)) {
      setProblem(WRONG_KIND);
      setStatus('');
      return;
    }
    setProblem(null);
    setStatus(`Uploading ${file.name}…`);
    upload.mutate(file, {
      onSuccess: (uploaded) => {
        setStatus('Photo uploaded.');
        onChange(uploaded.id, uploaded);
      },
      onError: (failure) => {
        setStatus('');
        setProblem(messageOf(failure));
      },
    });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  }

  function remove() {
    setProblem(null);
    setStatus('Photo removed.');
    onChange(null);
  }

  const shown = problem ?? error ?? null;
  const describedBy = [`${id}-hint`, shown && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {value !== null && image.data && <Preview image={image.data} label={label} />}
      {value !== null && image.isError && <p className="text-sm">The photo could not be shown: {messageOf(image.error)}</p>}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col gap-2 rounded-md border-2 border-dashed p-4 ${dragging ? 'border-primary bg-light' : 'border-black/20'}`}
      >
        <p id={`${id}-hint`} className="text-sm text-text/75">
          Drag a JPEG, PNG or WebP photo here (10 MB at most), or choose a file.
        </p>
        <input
          id={id}
          type="file"
          accept={ACCEPTED.join(',')}
          aria-invalid={shown ? true : undefined}
          aria-describedby={describedBy}
          disabled={upload.isPending}
          onChange={(event) => {
            send(event.target.files?.[0]);
            // The same file chosen again after a refusal is a new choice.
            event.target.value = '';
          }}
          className="text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-black/20 file:bg-background file:px-3 file:font-semibold focus-visible:outline-2 focus-visible:outline-primary"
        />
        {upload.isPending && <progress aria-label={`Uploading the ${label.toLowerCase()}`} className="w-full" />}
      </div>
      <p role="status" className="text-sm">
        {status}
      </p>
      <FieldError id={`${id}-error`} error={shown} />
      {value !== null && (
        <Button variant="secondary" onClick={remove} className="min-h-11 self-start">
          Remove {label.toLowerCase()}
        </Button>
      )}
    </div>
  );
}
