export { ContextRanking, type ContextRankingProps } from './ContextRanking';
