// Sample data for tests and stories (no server needed).
import type { CurrentTariff, Profile, Tariff } from '@kreolab/api-client';

export const GB = 1024 * 1024 * 1024;

export function currentTariff(partial: Partial<CurrentTariff> = {}): CurrentTariff {
  return {
    id: 2,
    name: 'Стандарт',
    is_trial: false,
    started_at: '2025-03-01T00:00:00Z',
    expires_at: '2099-03-31T00:00:00Z',
    disk_space: 10 * GB,
    analyses_limit: 30,
    analyses_left: 12,
    generations_limit: 100,
    generations_left: 75,
    ...partial,
  };
}

export function sampleProfile(partial: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    first_name: 'Анна',
    last_name: 'Смирнова',
    middle_name: 'Петровна',
    email: 'anna@example.ru',
    phone: '+7 (912) 345-67-89',
    is_main_email: true,
    work_place: 'Креатив и партнёры',
    position: 'Арт-директор',
    skills: ['Брендинг', 'Баннеры'],
    researches: 14,
    comparisons: 3,
    disk_used: 2.5 * GB,
    hint_comparison_create: true,
    hint_research_create: true,
    hint_research_before_save: true,
    hint_research_after_save: true,
    tariff: currentTariff(),
    ...partial,
  };
}

export const sampleTariffs: Tariff[] = [
  {
    id: 1,
    name: 'Пробный',
    description: 'Две недели, чтобы попробовать',
    price: 0,
    period_days: 14,
    disk_space: 1 * GB,
    analyses_limit: 3,
    generations_limit: 10,
    generation_price: 0,
    is_trial: true,
    is_active: true,
  },
  {
    id: 2,
    name: 'Стандарт',
    description: 'Для небольшой команды',
    price: 4990,
    period_days: 30,
    disk_space: 10 * GB,
    analyses_limit: 30,
    generations_limit: 100,
    generation_price: 15,
    is_trial: false,
    is_active: true,
  },
  {
    id: 3,
    name: 'Про',
    description: 'Для агентств',
    price: 14990,
    period_days: 30,
    disk_space: 100 * GB,
    analyses_limit: 200,
    generations_limit: 1000,
    generation_price: 10,
    is_trial: false,
    is_active: true,
  },
];
