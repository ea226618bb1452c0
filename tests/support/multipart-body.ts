// Test support: a multipart/form-data request body (fields first, then one file), as browsers send it.
export const multipartBody = (
  file: { readonly name: string; readonly type: string; readonly bytes: Uint8Array },
  fields: Readonly<Record<string, string>> = {},
) => {
  const boundary = `----leadlens${Math.random().toString(36).slice(2)}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}
