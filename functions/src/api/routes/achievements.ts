import { myAchievementsResponseSchema } from '../../shared/achievements';
import { ownAchievements } from '../../services/achievements';
import { ownRecords } from '../own-records';
import type { Route } from '../router';

export const achievementRoutes: Route[] = [
  {
    // The dashboard's achievements from the API, so it needs no Firebase SDK to show them.
    path: '/api/achievements',
    methods: {
      GET: ownRecords(myAchievementsResponseSchema, async (uid) => ({
        success: true,
        achievements: await ownAchievements(uid),
      })),
    },
  },
];
