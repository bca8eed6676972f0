import { library } from '@kreolab/tsdown-config';

export default library();
