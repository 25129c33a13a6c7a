import sharp from 'sharp';
const [, , name, top, height, left = '0', width = '1280'] = process.argv;
const dir = '/tmp/try54-shots';
const bufs = [];
for (const who of ['docu', 'ours']) bufs.push(await sharp(`${dir}/${who}-${name}.png`).extract({ left: +left, top: +top, width: +width, height: +height }).toBuffer());
await sharp({ create: { width: +width, height: +height * 2 + 6, channels: 3, background: '#f0f' } })
  .composite([{ input: bufs[0], left: 0, top: 0 }, { input: bufs[1], left: 0, top: +height + 6 }])
  .png().toFile(`${dir}/crop-${name}-${top}.png`);
