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
    createUpload: build.mutation<CreateUploadApiResponse, CreateUploadApiArg>({
      query: (queryArg) => ({
        url: `/creatives/uploads`,
        method: 'POST',
        headers: {
          'tus-resumable': queryArg['tus-resumable'],
          'upload-length': queryArg['upload-length'],
          'upload-metadata': queryArg['upload-metadata'],
        },
      }),
    }),
    getUploadOffset: build.mutation<GetUploadOffsetApiResponse, GetUploadOffsetApiArg>({
      query: (queryArg) => ({
        url: `/creatives/uploads/${queryArg.uploadId}`,
        method: 'HEAD',
        headers: {
          'tus-resumable': queryArg['tus-resumable'],
        },
      }),
    }),
    patchUpload: build.mutation<PatchUploadApiResponse, PatchUploadApiArg>({
      query: (queryArg) => ({
        url: `/creatives/uploads/${queryArg.uploadId}`,
        method: 'PATCH',
        body: queryArg.binary,
        headers: {
          'tus-resumable': queryArg['tus-resumable'],
          'upload-offset': queryArg['upload-offset'],
          'content-length': queryArg['content-length'],
        },
      }),
    }),
    deleteUpload: build.mutation<DeleteUploadApiResponse, DeleteUploadApiArg>({
      query: (queryArg) => ({
        url: `/creatives/uploads/${queryArg.uploadId}`,
        method: 'DELETE',
        headers: {
          'tus-resumable': queryArg['tus-resumable'],
        },
      }),
    }),
    downloadZip: build.mutation<DownloadZipApiResponse, DownloadZipApiArg>({
      query: (queryArg) => ({ url: `/creatives/zip`, method: 'POST', body: queryArg.zipRequest }),
    }),
    listTrash: build.query<ListTrashApiResponse, ListTrashApiArg>({
      query: () => ({ url: `/creatives/trash` }),
    }),
    restoreFromTrash: build.mutation<RestoreFromTrashApiResponse, RestoreFromTrashApiArg>({
      query: (queryArg) => ({
        url: `/creatives/trash/restore`,
        method: 'POST',
        body: queryArg.restoreRequest,
      }),
    }),
    deleteFromTrash: build.mutation<DeleteFromTrashApiResponse, DeleteFromTrashApiArg>({
      query: (queryArg) => ({
        url: `/creatives/trash/delete`,
        method: 'POST',
        body: queryArg.idsRequest,
      }),
    }),
    emptyTrash: build.mutation<EmptyTrashApiResponse, EmptyTrashApiArg>({
      query: () => ({ url: `/creatives/trash/empty`, method: 'POST' }),
    }),
    listVersions: build.query<ListVersionsApiResponse, ListVersionsApiArg>({
      query: (queryArg) => ({ url: `/creatives/${queryArg.id}/versions` }),
    }),
    uploadVersion: build.mutation<UploadVersionApiResponse, UploadVersionApiArg>({
      query: (queryArg) => ({
        url: `/creatives/${queryArg.id}/versions`,
        method: 'POST',
        body: queryArg.versionUploadRequest,
      }),
    }),
    restoreVersion: build.mutation<RestoreVersionApiResponse, RestoreVersionApiArg>({
      query: (queryArg) => ({
        url: `/creatives/${queryArg.id}/versions/${queryArg['number']}/restore`,
        method: 'POST',
      }),
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
export type CreateUploadApiResponse =
  /** status 201 The upload exists; send its bytes with PATCH to `Location`. */ ResumableUpload;
export type CreateUploadApiArg = {
  /** The protocol version, `1.0.0`. */
  'tus-resumable': '1.0.0';
  /** The size of the whole file in bytes. */
  'upload-length': string;
  /** tus metadata, comma-separated `key base64(value)` pairs: `filename` (required, the
    file's name) and `parent_id` (optional, the folder; absent for the root).
     */
  'upload-metadata': string;
};
export type GetUploadOffsetApiResponse = unknown;
export type GetUploadOffsetApiArg = {
  /** A resumable upload's id. */
  uploadId: string;
  /** The protocol version, `1.0.0`. */
  'tus-resumable': '1.0.0';
};
export type PatchUploadApiResponse =
  /** status 200 The last chunk; the file is in the cloud. */ UploadResult;
export type PatchUploadApiArg = {
  /** A resumable upload's id. */
  uploadId: string;
  /** The protocol version, `1.0.0`. */
  'tus-resumable': '1.0.0';
  /** Where this chunk starts in the file. */
  'upload-offset': string;
  /** The chunk's size; a chunk must declare it (no chunked transfer encoding). */
  'content-length': string;
  binary: Binary;
};
export type DeleteUploadApiResponse = unknown;
export type DeleteUploadApiArg = {
  /** A resumable upload's id. */
  uploadId: string;
  /** The protocol version, `1.0.0`. */
  'tus-resumable': '1.0.0';
};
export type DownloadZipApiResponse =
  /** status 200 The ZIP archive, `Content-Disposition: attachment`. */ Binary;
export type DownloadZipApiArg = {
  zipRequest: ZipRequest;
};
export type ListTrashApiResponse = /** status 200 The trash. */ TrashListing;
export type ListTrashApiArg = void;
export type RestoreFromTrashApiResponse = /** status 200 The restored items. */ RestoreResult;
export type RestoreFromTrashApiArg = {
  restoreRequest: RestoreRequest;
};
export type DeleteFromTrashApiResponse =
  /** status 200 How many items were deleted and the free space after. */ DeleteResult;
export type DeleteFromTrashApiArg = {
  idsRequest: IdsRequest;
};
export type EmptyTrashApiResponse =
  /** status 200 How many items were deleted and the free space after. */ DeleteResult;
export type EmptyTrashApiArg = void;
export type ListVersionsApiResponse = /** status 200 The versions. */ VersionList;
export type ListVersionsApiArg = {
  /** A cloud item's id. */
  id: Id;
};
export type UploadVersionApiResponse =
  /** status 201 The file with its new version, and the free space after. */ VersionUploadResult;
export type UploadVersionApiArg = {
  /** A cloud item's id. */
  id: Id;
  versionUploadRequest: VersionUploadRequest;
};
export type RestoreVersionApiResponse =
  /** status 200 The file as it is now, and its versions. */ VersionList;
export type RestoreVersionApiArg = {
  /** A cloud item's id. */
  id: Id;
  /** The version's number. */
  number: number;
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
  /** 422, and the 400 of a refused password. A field name (dotted path for nested fields) to its messages. */
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
  /** Bytes of `used_space` held by the trash (its files and their versions). */
  trash_space: number;
  /** Bytes of `used_space` held by earlier versions of files not in the trash. */
  versions_space: number;
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
export type ResumableUpload = {
  id: string;
  /** Where to send the bytes (the `Location` header), `/api/v1/creatives/uploads/{id}`. */
  url: string;
  /** Bytes received so far. */
  offset: number;
  /** The declared size of the file. */
  length: number;
  expires_at: DateTime;
};
export type Binary = Blob;
export type ZipRequest = {
  ids: Id[];
  /** The archive's file name without `.zip`; the default is `Креолаб`. */
  name?: string;
};
export type TrashItem = Item & {
  trashed_at: DateTime;
  purge_at: DateTime;
  /** Where it was, e.g. `Все файлы > Баннеры`; null when that folder was deleted for good. */
  original_path: string | null;
  /** Its folder is gone (deleted, or in the trash), so a restore puts it at the root. */
  restores_to_root: boolean;
};
export type TrashListing = {
  items: TrashItem[];
};
export type RestoreResult = {
  items: Item[];
  /** Ids of the items that went to the root because their folder is gone. */
  restored_to_root: Id[];
  /** Bytes free after the restore (unchanged, as the trash counts toward the quota). */
  free_space: number;
};
export type RestoreRequest = {
  ids: Id[];
  /** A new name for the one item restored (after a `NAME_CONFLICT`). */
  name?: string;
};
export type Version = {
  number: number;
  /** The MIME type of this version's content. */
  type: string;
  size: number;
  created_at: DateTime;
  current: boolean;
  width?: number | null;
  height?: number | null;
};
export type VersionList = {
  item: Item;
  versions: Version[];
};
export type VersionUploadResult = {
  item: Item;
  /** Bytes free after the upload. */
  free_space: number;
};
export type VersionUploadRequest = {
  file: Blob;
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
  useCreateUploadMutation,
  useGetUploadOffsetMutation,
  usePatchUploadMutation,
  useDeleteUploadMutation,
  useDownloadZipMutation,
  useListTrashQuery,
  useRestoreFromTrashMutation,
  useDeleteFromTrashMutation,
  useEmptyTrashMutation,
  useListVersionsQuery,
  useUploadVersionMutation,
  useRestoreVersionMutation,
} = injectedRtkApi;
