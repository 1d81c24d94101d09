/**
 * For stories: a 1600 × 1200 PNG drawn on a canvas (a look's colour blocks), so the
 * cropper has a real image to read without a binary file in the repository.
 */
export async function sampleLookImage(
  name = 'look.png',
  width = 1600,
  height = 1200,
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#6b2c5f');
  gradient.addColorStop(1, '#f5b06a');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#f7f5f2';
  context.beginPath();
  context.arc(width / 2, height / 2, height / 3, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('Canvas export failed');
  return new File([blob], name, { type: 'image/png' });
}
