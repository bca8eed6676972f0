import { library } from '@kreolab/tsdown-config';

// Read by the server and the generators in Node: built-ins stay imports.
export default library({ platform: 'node' });
