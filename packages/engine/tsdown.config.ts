import { library } from '@kreolab/tsdown-config';

// A server-side library: Node built-ins and native packages (sharp, mupdf) stay imports.
export default library({ platform: 'node' });
