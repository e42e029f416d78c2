import { file } from "@qinlian/contract";
import { implementUpload } from "../../kit/implement";
import { storeUpload } from "./service";

export const fileCalls = [
  implementUpload(file.uploadFile, "file", (up, ctx) => storeUpload(ctx, "file", up)),
  implementUpload(file.uploadImage, "image", (up, ctx) => storeUpload(ctx, "image", up)),
  implementUpload(file.uploadVideo, "video", (up, ctx) => storeUpload(ctx, "video", up)),
  implementUpload(file.uploadPrivateImage, "image", (up, ctx) => storeUpload(ctx, "image", up, { private: true })),
  implementUpload(file.uploadPrivateFile, "file", (up, ctx) => storeUpload(ctx, "file", up, { private: true })),
];
