const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** The item's picture across the top of the dialog; its name is the dialog title, so the image is decorative. */
export function ItemImage({ src }: { src: string }) {
  return <img src={src || PLACEHOLDER_IMAGE} alt="" width={640} height={320} className="h-40 w-full rounded-md bg-light object-cover sm:h-52" />;
}
