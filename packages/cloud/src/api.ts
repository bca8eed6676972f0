// The cloud endpoints of the root api with cache tags and the multipart upload body
// (api-client README, "For feature packages"). Importing this module enhances them in place.
import { cloudApi, type Item, type VersionUploadResult } from '@kreolab/api-client';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

export const CLOUD_TAGS = ['Folder', 'DiskSpace', 'Search', 'Trash', 'Versions'] as const;

export const cloud = cloudApi.enhanceEndpoints({
  addTagTypes: CLOUD_TAGS,
  endpoints: {
    listCreatives: { providesTags: ['Folder'] },
    getFolder: { providesTags: ['Folder'] },
    getDiskSpace: { providesTags: ['DiskSpace'] },
    searchCreatives: { providesTags: ['Search'] },
    createFolder: { invalidatesTags: ['Folder', 'Search'] },
    renameCreative: { invalidatesTags: ['Folder', 'Search'] },
    moveCreatives: { invalidatesTags: ['Folder', 'Search'] },
    deleteCreatives: {
      invalidatesTags: ['Folder', 'DiskSpace', 'Search', 'Trash'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        setFreeSpaceFrom(queryFulfilled, dispatch),
    },
    splitVideo: { invalidatesTags: ['Folder'] },
    // The archive arrives as bytes: it becomes an object URL (a string the store can hold) for
    // the download link; whoever asked revokes it once the download has started.
    downloadZip: {
      query: ({ zipRequest }) => ({
        url: '/creatives/zip',
        method: 'POST',
        body: zipRequest,
        responseHandler: async (response: Response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    },
    uploadCreatives: {
      query: ({ uploadRequest }) => {
        const form = new FormData();
        if (uploadRequest.parent_id != null)
          form.append('parent_id', String(uploadRequest.parent_id));
        for (const file of uploadRequest.files) form.append('files', file);
        return { url: '/creatives/upload', method: 'POST', body: form };
      },
      invalidatesTags: ['Folder', 'DiskSpace', 'Search'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        setFreeSpaceFrom(queryFulfilled, dispatch),
    },
    // The trash and versions (issue 16, src/trash and src/versions).
    listTrash: { providesTags: ['Trash'] },
    restoreFromTrash: { invalidatesTags: ['Trash', 'Folder', 'DiskSpace', 'Search'] },
    deleteFromTrash: {
      invalidatesTags: ['Trash', 'DiskSpace'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        setFreeSpaceFrom(queryFulfilled, dispatch),
    },
    emptyTrash: {
      invalidatesTags: ['Trash', 'DiskSpace'],
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        setFreeSpaceFrom(queryFulfilled, dispatch),
    },
    listVersions: { providesTags: ['Versions'] },
    uploadVersion: {
      query: ({ id, versionUploadRequest }) => {
        const form = new FormData();
        form.append('file', versionUploadRequest.file);
        return { url: `/creatives/${id}/versions`, method: 'POST', body: form };
      },
      invalidatesTags: ['Versions', 'Folder', 'DiskSpace', 'Search'],
      onQueryStarted: async (_arg, { dispatch, getState, queryFulfilled }) => {
        await Promise.all([
          setFreeSpaceFrom(queryFulfilled, dispatch),
          setItemFrom(queryFulfilled, dispatch, getState),
        ]);
      },
    },
    restoreVersion: {
      invalidatesTags: ['Versions', 'Folder', 'Search'],
      onQueryStarted: (_arg, { dispatch, getState, queryFulfilled }) =>
        setItemFrom(queryFulfilled, dispatch, getState),
    },
  },
});

export const cloudEndpoints = cloud.endpoints;

/**
 * What a new version's answer changes in the cache when the upload went outside RTK Query (the
 * upload panel sends it over XMLHttpRequest for its progress, src/upload): as `uploadVersion`.
 */
export const versionUploaded =
  (result: VersionUploadResult) =>
  async (
    dispatch: ThunkDispatch<any, unknown, UnknownAction>, // eslint-disable-line @typescript-eslint/no-explicit-any -- updateQueryData's thunk wants the api's root state
    getState: () => unknown,
  ): Promise<void> => {
    const answered = Promise.resolve({ data: result });
    await Promise.all([
      setFreeSpaceFrom(answered, dispatch),
      setItemFrom(answered, dispatch, getState),
    ]);
    dispatch(cloud.util.invalidateTags(['Versions', 'Folder', 'DiskSpace', 'Search']));
  };

/**
 * A delete or an upload answers the free space left: it goes into the cached disk space at once
 * (the DiskSpace tag then reads it again), so the low-space alert never lags behind the change.
 */
async function setFreeSpaceFrom(
  queryFulfilled: Promise<{ data: { free_space: number } }>,
  dispatch: ThunkDispatch<any, unknown, UnknownAction>, // eslint-disable-line @typescript-eslint/no-explicit-any -- updateQueryData's thunk wants the api's root state
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(
      cloudApi.util.updateQueryData('getDiskSpace', undefined, (space) => {
        space.free_space = data.free_space;
      }),
    );
  } catch {
    // a failed call changed nothing
  }
}

/**
 * A new or restored version changes the file's signed URL (a link is signed for the bytes it
 * serves, and the replaced bytes' link answers 403): the answer's item goes into every cached
 * listing and search at once, so nothing opens the old link while they are read again.
 */
async function setItemFrom(
  queryFulfilled: Promise<{ data: { item: Item } }>,
  dispatch: ThunkDispatch<any, unknown, UnknownAction>, // eslint-disable-line @typescript-eslint/no-explicit-any -- updateQueryData's thunk wants the api's root state
  getState: () => unknown,
): Promise<void> {
  let item: Item;
  try {
    ({ item } = (await queryFulfilled).data);
  } catch {
    return; // a failed call changed nothing
  }
  const replace = (items: Item[]) => {
    const i = items.findIndex((x) => x.id === item.id);
    // a search result keeps its `path`, which the version's answer does not carry
    if (i >= 0) items[i] = { ...items[i], ...item };
  };
  const cached = cloud.util.selectInvalidatedBy(getState() as never, ['Folder', 'Search']);
  for (const { endpointName, originalArgs } of cached) {
    if (endpointName === 'listCreatives' || endpointName === 'getFolder') {
      dispatch(
        cloud.util.updateQueryData(endpointName, originalArgs as never, (listing) =>
          replace(listing.items),
        ),
      );
    } else if (endpointName === 'searchCreatives') {
      dispatch(
        cloud.util.updateQueryData(endpointName, originalArgs as never, (found) => replace(found)),
      );
    }
  }
}
