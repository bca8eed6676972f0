import { api } from '../api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCreatives: build.query<ListCreativesApiResponse, ListCreativesApiArg>({
      query: (queryArg) => ({
        url: `/creatives`,
        params: {
          sort: queryArg.sort,
          order: queryArg.order,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getFolder: build.query<GetFolderApiResponse, GetFolderApiArg>({
      query: (queryArg) => ({
        url: `/creatives/${queryArg.id}`,
        params: {
          sort: queryArg.sort,
          order: queryArg.order,
          limit: queryArg.limit,
          cursor: queryArg.cursor,
        },
      }),
    }),
    getDiskSpace: build.query<GetDiskSpaceApiResponse, GetDiskSpaceApiArg>({
      query: () => ({ url: `/creatives/disk_space` }),
    }),
    searchCreatives: build.query<SearchCreativesApiResponse, SearchCreativesApiArg>({
      query: (queryArg) => ({
        url: `/creatives/search`,
        params: {
          q: queryArg.q,
        },
      }),
    }),
    createFolder: build.mutation<CreateFolderApiResponse, CreateFolderApiArg>({
      query: (queryArg) => ({
        url: `/creatives/folder`,
        method: 'POST',
        body: queryArg.folderCreateRequest,
      }),
    }),
    deleteCreatives: build.mutation<DeleteCreativesApiResponse, DeleteCreativesApiArg>({
      query: (queryArg) => ({
        url: `/creatives/delete`,
        method: 'POST',
        body: queryArg.idsRequest,
      }),
    }),
    moveCreatives: build.mutation<MoveCreativesApiResponse, MoveCreativesApiArg>({
      query: (queryArg) => ({
        url: `/creatives/move`,
        method: 'PATCH',
        body: queryArg.moveRequest,
      }),
    }),
    renameCreative: build.mutation<RenameCreativeApiResponse, RenameCreativeApiArg>({
      query: (queryArg) => ({
        url: `/creatives/rename`,
        method: 'PATCH',
        body: queryArg.renameRequest,
      }),
    }),
    splitVideo: build.mutation<SplitVideoApiResponse, SplitVideoApiArg>({
      query: (queryArg) => ({
        url: `/creatives/video_split`,
        method: 'POST',
        body: queryArg.videoSplitRequest,
      }),
    }),
    checkSplitStatus: build.query<CheckSplitStatusApiResponse, CheckSplitStatusApiArg>({
      query: (queryArg) => ({
        url: `/creatives/check_split_status`,
        method: 'POST',
        body: queryArg.idRequest,
      }),
    }),
    uploadCreatives: build.mutation<UploadCreativesApiResponse, UploadCreativesApiArg>({
      query: (queryArg) => ({
        url: `/creatives/upload`,
        method: 'POST',
        body: queryArg.uploadRequest,
      }),
    }),
    downloadZip: build.mutation<DownloadZipApiResponse, DownloadZipApiArg>({
      query: (queryArg) => ({ url: `/creatives/zip`, method: 'POST', body: queryArg.zipRequest }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as cloudApi };
export type ListCreativesApiResponse =
  /** status 200 The items of the root folder. */ FolderListing;
export type ListCreativesApiArg = {
  /** The order of the items (folders always first): name (default), date, size or type. */
  sort?: 'name' | 'date' | 'size' | 'type';
  /** asc (default) or desc. */
  order?: 'asc' | 'desc';
  /** At most this many items; absent, the whole folder. */
  limit?: number;
  /** The `next_cursor` of the previous page (same `sort` and `order`). */
  cursor?: string;
};
export type GetFolderApiResponse = /** status 200 The items of the folder. */ FolderListing;
export type GetFolderApiArg = {
  /** A cloud item's id. */
  id: Id;
  /** The order of the items (folders always first): name (default), date, size or type. */
  sort?: 'name' | 'date' | 'size' | 'type';
  /** asc (default) or desc. */
  order?: 'asc' | 'desc';
  /** At most this many items; absent, the whole folder. */
  limit?: number;
  /** The `next_cursor` of the previous page (same `sort` and `order`). */
  cursor?: string;
};
export type GetDiskSpaceApiResponse = /** status 200 The quota and its use, in bytes. */ DiskSpace;
export type GetDiskSpaceApiArg = void;
export type SearchCreativesApiResponse =
  /** status 200 A plain array of matching items, each with its `path`. */ Item[];
export type SearchCreativesApiArg = {
  /** Part of an item's name, case-insensitive. */
  q: string;
};
export type CreateFolderApiResponse = /** status 201 The new folder. */ Item;
export type CreateFolderApiArg = {
  folderCreateRequest: FolderCreateRequest;
};
export type DeleteCreativesApiResponse =
  /** status 200 How many items were deleted and the free space after. */ DeleteResult;
export type DeleteCreativesApiArg = {
  idsRequest: IdsRequest;
};
export type MoveCreativesApiResponse = /** status 200 The moved items. */ ItemList;
export type MoveCreativesApiArg = {
  moveRequest: MoveRequest;
};
export type RenameCreativeApiResponse = /** status 200 The renamed item. */ Item;
export type RenameCreativeApiArg = {
  renameRequest: RenameRequest;
};
export type SplitVideoApiResponse = /** status 202 The split is queued. */ SplitStatus;
export type SplitVideoApiArg = {
  videoSplitRequest: VideoSplitRequest;
};
export type CheckSplitStatusApiResponse = /** status 200 The split's state. */ SplitStatus;
export type CheckSplitStatusApiArg = {
  idRequest: IdRequest;
};
export type UploadCreativesApiResponse =
  /** status 201 The new items and the free space after. */ UploadResult;
export type UploadCreativesApiArg = {
  uploadRequest: UploadRequest;
};
export type DownloadZipApiResponse =
  /** status 200 The ZIP archive, `Content-Disposition: attachment`. */ Binary;
export type DownloadZipApiArg = {
  zipRequest: ZipRequest;
};
export type Id = number;
export type DateTime = string;
export type SplitStatusValue = 'NONE' | 'PROCESSING' | 'PROCESSED';
export type Item = {
  id: Id;
  name: string;
  /** `folder` for folders, otherwise the MIME type, e.g. `application/pdf`. */
  type: string;
  /** Bytes (for a folder, the sum of its contents). */
  size: number;
  /** A short-lived signed URL (`/api/v1/files/{token}`); empty for folders. */
  url: string;
  created_at: DateTime;
  owner_id: number | null;
  /** The folder it is in; null at the root. */
  parent_id?: number | null;
  /** Seconds, for videos. */
  duration?: number | null;
  width?: number | null;
  height?: number | null;
  /** Pages, for PDF. */
  pages?: number | null;
  /** For videos; null for other items. */
  split_status?: SplitStatusValue | null;
  /** Search results only, the folder path, e.g. `Все файлы > Баннеры`. */
  path?: string;
  /** Files only: a short-lived signed URL of a JPEG preview (`/api/v1/files/{token}?thumbnail=1`).
   */
  thumbnail_url?: string;
};
export type FolderListing = {
  /** The folder listed; null at the root. */
  folder?: Item | null;
  items: Item[];
  /** With `limit` only, how many items the folder holds. */
  total?: number;
  /** With `limit` only, the cursor of the next page; null on the last page. */
  next_cursor?: string | null;
};
export type Error = {
  /** The catalogue name, e.g. `NAME_CONFLICT`. */
  code: string;
  /** A short English explanation for developers; on auth routes it repeats the code. */
  detail?: string;
  /** 422 only. A field name (dotted path for nested fields) to its messages. */
  fields?: {
    [key: string]: string[];
  };
};
export type DiskSpace = {
  /** Bytes. */
  free_space: number;
  /** Bytes. */
  used_space: number;
  /** Bytes. */
  total_space: number;
};
export type FolderCreateRequest = {
  name: string;
  /** Null or absent for the root. */
  parent_id?: Id | null;
};
export type DeleteResult = {
  /** Items deleted, folder contents included. */
  deleted: number;
  /** Bytes free after the delete. */
  free_space: number;
};
export type IdsRequest = {
  ids: Id[];
};
export type ItemList = {
  items: Item[];
};
export type MoveRequest = {
  ids: Id[];
  /** The target folder; null for the root. */
  target_id: Id | null;
};
export type RenameRequest = {
  id: Id;
  name: string;
};
export type SplitStatus = {
  id: Id;
  split_status: SplitStatusValue;
  /** The folder of frames, once it exists. */
  frames_folder_id: number | null;
  frames_count: number;
  /** Why the last split failed (in Russian, for the user); null otherwise. */
  reason?: string | null;
};
export type VideoSplitRequest = {
  id: Id;
  /** Frames per second. */
  frequency: number;
};
export type IdRequest = {
  id: Id;
};
export type UploadResult = {
  items: Item[];
  /** Bytes free after the upload. */
  free_space: number;
};
export type UploadRequest = {
  parent_id?: Id;
  files: Blob[];
};
export type Binary = Blob;
export type ZipRequest = {
  ids: Id[];
  /** The archive's file name without `.zip`; the default is `Креолаб`. */
  name?: string;
};
export const {
  useListCreativesQuery,
  useGetFolderQuery,
  useGetDiskSpaceQuery,
  useSearchCreativesQuery,
  useCreateFolderMutation,
  useDeleteCreativesMutation,
  useMoveCreativesMutation,
  useRenameCreativeMutation,
  useSplitVideoMutation,
  useCheckSplitStatusQuery,
  useUploadCreativesMutation,
  useDownloadZipMutation,
} = injectedRtkApi;
