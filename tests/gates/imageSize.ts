/**
 * Pixel size of a PNG or JPEG file from its header, for the share-card gate
 * (no image library needed).
 */

/** Width and height in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Size of a PNG (IHDR) or baseline/progressive JPEG (first SOF marker).
 * @throws when the data is neither.
 */
export function imageSize(data: Buffer): ImageSize {
  if (data.length > 24 && data.readUInt32BE(0) === 0x89504e47) {
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  if (data[0] === 0xff && data[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < data.length) {
      if (data[offset] !== 0xff) throw new Error('corrupt JPEG: marker expected');
      const marker = data[offset + 1];
      const length = data.readUInt16BE(offset + 2);
      const isSof = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isSof) return { width: data.readUInt16BE(offset + 7), height: data.readUInt16BE(offset + 5) };
      offset += 2 + length;
    }
  }
  throw new Error('not a PNG or JPEG file');
}
