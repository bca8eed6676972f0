// The cloud endpoints of the root api with cache tags and the multipart upload body
// (api-client README, "For feature packages"). Importing this module enhances them in place.
import { cloudApi } from '@kreolab/api-client';

export const CLOUD_TAGS = ['Folder', 'DiskSpace', 'Search'] as const;

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
    deleteCreatives: { invalidatesTags: ['Folder', 'DiskSpace', 'Search'] },
    splitVideo: { invalidatesTags: ['Folder'] },
    uploadCreatives: {
      query: ({ uploadRequest }) => {
        const form = new FormData();
        if (uploadRequest.parent_id != null)
          form.append('parent_id', String(uploadRequest.parent_id));
        for (const file of uploadRequest.files) form.append('files', file);
        return { url: '/creatives/upload', method: 'POST', body: form };
      },
      invalidatesTags: ['Folder', 'DiskSpace', 'Search'],
    },
  },
});

export const cloudEndpoints = cloud.endpoints;
