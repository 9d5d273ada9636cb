import { bodyImageProblem } from '@/lib/blog/body-images';
import { readImageSize } from '@/lib/blog/image-size';
import { publicDir } from '@/lib/blog/source';
import { SizedImage } from '@/components/ui/sized-image';

export interface MdxImageProps {
  src?: string;
  alt?: string;
  title?: string;
  file: string;
}

/** `![alt](/images/blog/x.svg "caption")`: an image from public/images/blog with its real size. */
export function MdxImage({ src = '', alt = '', title, file }: MdxImageProps) {
  const problem = bodyImageProblem(src, alt, publicDir);
  if (problem) throw new Error(`${file}: ${problem}`);
  const size = readImageSize(publicDir, src);
  return (
    <span className="my-8 block">
      <SizedImage src={src} alt={alt} {...size} className="w-full rounded-xl border border-line" />
      {title ? <span className="mt-2 block text-center text-sm text-muted">{title}</span> : null}
    </span>
  );
}
