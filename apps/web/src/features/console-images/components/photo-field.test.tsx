import type { ConsoleImage } from '@crust/contract/console-images';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpConsoleEditorTests } from '@/testing/console-test-setup';
import { jsonResponse, renderWithQuery, stubFetch } from '@/testing/test-utils';
import { PhotoField } from './photo-field';

// Issue 19: a console form's photo: uploaded by choosing or dropping a file, refused with the
// server's message beside the field, shown once uploaded and removable; its value is the photo's id.

const photo = (id: number): ConsoleImage => ({
  id,
  image: `/uploads/images/p${id}-640.jpg`,
  srcset: {
    avif: `/uploads/images/p${id}-320.avif 320w, /uploads/images/p${id}-640.avif 640w`,
    webp: `/uploads/images/p${id}-320.webp 320w, /uploads/images/p${id}-640.webp 640w`,
    jpeg: `/uploads/images/p${id}-320.jpg 320w, /uploads/images/p${id}-640.jpg 640w`,
  },
  width: 1600,
  height: 1200,
});

const jpeg = (name = 'pizza.jpg') => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

type Upload = { file: File | null; authorization: string | null };

/** The images API: an upload answers `answer`, a read the photo asked for. */
function serve(answer: () => Response = () => jsonResponse(201, { data: photo(7) })) {
  const uploads: Upload[] = [];
  stubFetch((url, init) => {
    if (url.pathname === '/api/console/images' && init.method === 'POST') {
      const body = init.body as FormData;
      uploads.push({ file: body.get('file') as File | null, authorization: new Headers(init.headers).get('Authorization') });
      return answer();
    }
    const read = /^\/api\/console\/images\/(\d+)$/.exec(url.pathname);
    if (read) return jsonResponse(200, { data: photo(Number(read[1])) });
    throw new Error(`Unexpected call: ${init.method ?? 'GET'} ${url.pathname}`);
  });
  return uploads;
}

/** The field inside a form that keeps its value, as a console form does. */
function Host({ initial = null, onValue = () => {} }: { initial?: number | null; onValue?: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <PhotoField
      label="Photo"
      value={value}
      onChange={(id) => {
        setValue(id);
        onValue(id);
      }}
    />
  );
}

setUpConsoleEditorTests();

describe('the photo field', () => {
  it('uploads the file chosen as multipart with one `file` field, announces it, shows its preview and takes its id', async () => {
    const uploads = serve();
    const values: (number | null)[] = [];
    const user = userEvent.setup();
    renderWithQuery(<Host onValue={(id) => values.push(id)} />);
    const input = screen.getByLabelText('Photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.upload(input, jpeg());
    expect(await screen.findByRole('status')).toHaveTextContent('Photo uploaded.');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.file?.name).toBe('pizza.jpg');
    expect(uploads[0]!.authorization).toBe('Bearer staff-token');
    expect(values).toEqual([7]);
    const preview = screen.getByRole('img', { name: 'Photo: the photo chosen' });
    expect(preview).toHaveAttribute('src', '/uploads/images/p7-640.jpg');
    expect(preview).toHaveAttribute('srcset', photo(7).srcset.jpeg);
  });

  it('gives the photo as uploaded beside its id, for a form that keeps its addresses (issue 20)', async () => {
    serve();
    const changes: unknown[][] = [];
    const user = userEvent.setup();
    renderWithQuery(<PhotoField label="Photo" value={null} onChange={(...change) => changes.push(change)} />);
    await user.upload(screen.getByLabelText('Photo'), jpeg());
    await waitFor(() => expect(changes).toEqual([[7, photo(7)]]));
  });

  it('shows progress while the upload runs', async () => {
    let finish: (response: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithQuery(<Host />);
    await user.upload(screen.getByLabelText('Photo'), jpeg());

    expect(screen.getByRole('progressbar', { name: 'Uploading the photo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading pizza.jpg…');
    expect(screen.getByLabelText('Photo')).toBeDisabled();
    finish(jsonResponse(201, { data: photo(7) }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('uploads a file dropped on it', async () => {
    const uploads = serve();
    renderWithQuery(<Host />);
    const zone = screen.getByLabelText('Photo').parentElement!;
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } });
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg('dropped.jpg')] } });
    expect(await screen.findByRole('img', { name: 'Photo: the photo chosen' })).toBeInTheDocument();
    expect(uploads.map((upload) => upload.file?.name)).toEqual(['dropped.jpg']);
  });

  it('shows the server’s refusal beside the field, keeps no photo, and takes the next file', async () => {
    let refuse = true;
    const uploads = serve(() =>
      refuse
        ? jsonResponse(413, { error: { code: 'file_too_large', message: 'That file is larger than 10 MB: send a smaller photo.' } })
        : jsonResponse(201, { data: photo(8) }),
    );
    const values: (number | null)[] = [];
    const user = userEvent.setup();
    renderWithQuery(<Host onValue={(id) => values.push(id)} />);
    const input = screen.getByLabelText('Photo');
    await user.upload(input, jpeg('huge.jpg'));

    expect(await screen.findByRole('alert')).toHaveTextContent('That file is larger than 10 MB: send a smaller photo.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(values).toEqual([]);

    refuse = false;
    await user.upload(input, jpeg('small.jpg'));
    expect(await screen.findByRole('img', { name: 'Photo: the photo chosen' })).toHaveAttribute('src', '/uploads/images/p8-640.jpg');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(uploads).toHaveLength(2);
  });

  it('sends no file that is not a JPEG, PNG or WebP', async () => {
    const uploads = serve();
    renderWithQuery(<Host />);
    fireEvent.drop(screen.getByLabelText('Photo').parentElement!, {
      dataTransfer: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP photo.');
    expect(uploads).toHaveLength(0);
  });

  it('shows the photo it was given and removes it with the keyboard, saying so', async () => {
    serve();
    const values: (number | null)[] = [];
    const user = userEvent.setup();
    renderWithQuery(<Host initial={12} onValue={(id) => values.push(id)} />);
    expect(await screen.findByRole('img', { name: 'Photo: the photo chosen' })).toHaveAttribute('src', '/uploads/images/p12-640.jpg');

    screen.getByRole('button', { name: 'Remove photo' }).focus();
    await user.keyboard('{Enter}');
    expect(values).toEqual([null]);
    expect(screen.getByRole('status')).toHaveTextContent('Photo removed.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });
});
