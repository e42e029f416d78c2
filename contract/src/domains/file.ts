import { z } from "zod";
import { domain } from "../kit/call";

export const uploadedFile = z.object({
  fileId: z.string(),
  url: z.string().describe("可直接访问的地址"),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** Multipart uploads: one part named "file". The body is not JSON, so the signature covers "". */
const uploadInput = z.object({});

export const file = domain("file", {
  uploadFile: {
    path: "/openapi/general/file/qiniu/file",
    access: "member",
    body: "multipart",
    summary: "上传文件（PDF、Office 文档、图片、CSV/TXT），最大 20 MB",
    input: uploadInput,
    output: uploadedFile,
  },
  uploadImage: {
    path: "/openapi/general/file/qiniu/image",
    access: "member",
    body: "multipart",
    summary: "上传图片（JPEG、PNG、GIF、WebP），最大 5 MB",
    input: uploadInput,
    output: uploadedFile,
  },
  uploadPrivateImage: {
    path: "/openapi/general/file/private/image",
    access: "member",
    body: "multipart",
    summary:
      "上传私密图片（营业执照、证照、身份证明等），规则同图片上传；地址以 /files/private/ 开头，只对上传者本人（及其当前身份）与平台运营人员可见，其他人得到 404。路径为本项目所定",
    input: uploadInput,
    output: uploadedFile,
  },
  uploadPrivateFile: {
    path: "/openapi/general/file/private/file",
    access: "member",
    body: "multipart",
    summary: "上传私密文件（证明材料等），规则同文件上传；可见范围同私密图片。路径为本项目所定",
    input: uploadInput,
    output: uploadedFile,
  },
  uploadVideo: {
    path: "/openapi/general/file/qiniu/video",
    access: "member",
    body: "multipart",
    summary: "上传视频（MP4、WebM、MOV），最大 200 MB",
    input: uploadInput,
    output: uploadedFile,
  },
});
