export { ContextRanking, rankPlaced, type ContextRankingProps } from './ContextRanking';
