// The recipes the new question set asks about (besides the regression set's four).
// Amounts and nutrition are the reference the facts were computed from by hand.

import type { AttachedRecipe } from '../../../../../shared/api/chat';
import { QUESTION_RECIPES } from '../question-set';
import { FRESH_RECIPES } from './fresh-recipes';
import { FRESH2_RECIPES } from './fresh2-recipes';
import { FRESH3_RECIPES } from './fresh3-recipes';
import { FRESH4_RECIPES } from './fresh4-recipes';
import { FRESH5_RECIPES } from './fresh5-recipes';
import { FRESH6_RECIPES } from './fresh6-recipes';
import { FRESH7_RECIPES } from './fresh7-recipes';
import { FRESH8_RECIPES } from './fresh8-recipes';
import { FRESH9_RECIPES } from './fresh9-recipes';
import { FRESH10_RECIPES } from './fresh10-recipes';
import { FRESH11_RECIPES } from './fresh11-recipes';
import { FRESH12_RECIPES } from './fresh12-recipes';
import { FRESH13_RECIPES } from './fresh13-recipes';
import { FRESH14_RECIPES } from './fresh14-recipes';
import { FRESH15_RECIPES } from './fresh15-recipes';
import { FRESH16_RECIPES } from './fresh16-recipes';
import { FRESH17_RECIPES } from './fresh17-recipes';
import { FRESH18_RECIPES } from './fresh18-recipes';
import { FRESH19_RECIPES } from './fresh19-recipes';
import { FRESH20_RECIPES } from './fresh20-recipes';
import { FRESH21_RECIPES } from './fresh21-recipes';
import { FRESH22_RECIPES } from './fresh22-recipes';
import { FRESH23_RECIPES } from './fresh23-recipes';
import { FRESH24_RECIPES } from './fresh24-recipes';
import { FRESH25_RECIPES } from './fresh25-recipes';
import { FRESH26_RECIPES } from './fresh26-recipes';
import { FRESH27_RECIPES } from './fresh27-recipes';

export const EVAL_RECIPES = {
  ...QUESTION_RECIPES,
  ...FRESH_RECIPES,
  ...FRESH2_RECIPES,
  ...FRESH3_RECIPES,
  ...FRESH4_RECIPES,
  ...FRESH5_RECIPES,
  ...FRESH6_RECIPES,
  ...FRESH7_RECIPES,
  ...FRESH8_RECIPES,
  ...FRESH9_RECIPES,
  ...FRESH10_RECIPES,
  ...FRESH11_RECIPES,
  ...FRESH12_RECIPES,
  ...FRESH13_RECIPES,
  ...FRESH14_RECIPES,
  ...FRESH15_RECIPES,
  ...FRESH16_RECIPES,
  ...FRESH17_RECIPES,
  ...FRESH18_RECIPES,
  ...FRESH19_RECIPES,
  ...FRESH20_RECIPES,
  ...FRESH21_RECIPES,
  ...FRESH22_RECIPES,
  ...FRESH23_RECIPES,
  ...FRESH24_RECIPES,
  ...FRESH25_RECIPES,
  ...FRESH26_RECIPES,
  ...FRESH27_RECIPES,
  katsu: {
    title: 'Chicken Katsu',
    cuisine: 'japanese',
    mealType: 'dinner',
    cookingTime: 35,
    servings: 4,
    ingredients: [
      '4 boneless chicken thighs',
      '1/2 cup all-purpose flour',
      '2 large eggs, beaten',
      '1 cup panko breadcrumbs',
      '2 cups vegetable oil, for frying',
      '1/2 tsp salt',
      '1/4 cup tonkatsu sauce',
    ],
    instructions: [
      'Pound the chicken to an even thickness and season with salt.',
      'Dredge in flour, dip in egg, then press into the panko.',
      'Deep-fry at 350 °F (175 °C) for 5-6 minutes until golden and 165 °F inside.',
      'Slice and serve with tonkatsu sauce.',
    ],
    nutrition: { calories: 560, protein: 34, carbs: 30, fat: 32, fiber: 1.5 },
  },
  dal: {
    title: 'Red Lentil Dal',
    cuisine: 'indian',
    mealType: 'dinner',
    cookingTime: 40,
    servings: 4,
    ingredients: [
      '1 cup red lentils, rinsed',
      '3 cups water',
      '2 tbsp ghee',
      '1 onion, diced',
      '3 cloves garlic, minced',
      '1 tbsp grated ginger',
      '2 green chillies, slit',
      '1 tsp cumin seeds',
      '1 tsp ground turmeric',
      '1/2 tsp chilli flakes',
      '1 can (400 g) chopped tomatoes',
      '1 tsp salt',
    ],
    instructions: [
      'Simmer the lentils in the water with the turmeric for 20 minutes until soft.',
      'Fry the cumin seeds in the ghee, then the onion, garlic, ginger and chillies.',
      'Add the tomatoes and chilli flakes, cook 5 minutes, then stir into the lentils.',
    ],
    nutrition: { calories: 310, protein: 16, carbs: 42, fat: 9, fiber: 12 },
  },
  chili: {
    title: 'Beef Chili con Carne',
    cuisine: 'mexican',
    mealType: 'dinner',
    cookingTime: 75,
    servings: 6,
    ingredients: [
      '750 g ground beef',
      '1 tbsp vegetable oil',
      '1 onion, diced',
      '2 jalapeño peppers, diced',
      '2 tbsp chili powder',
      '1/2 tsp cayenne pepper',
      '1 tsp ground cumin',
      '2 cans (400 g each) kidney beans, drained',
      '1 can (800 g) crushed tomatoes',
      '1/2 cup sour cream, to serve',
      '1/2 cup grated cheddar, to serve',
    ],
    instructions: [
      'Brown the beef in the oil, add the onion and jalapeños.',
      'Stir in the spices, tomatoes and beans and simmer 1 hour.',
      'Serve with sour cream and cheddar.',
    ],
    nutrition: { calories: 520, protein: 32, carbs: 30, fat: 28, fiber: 9 },
  },
  tomatoPasta: {
    title: 'Spaghetti al Pomodoro',
    cuisine: 'italian',
    mealType: 'dinner',
    cookingTime: 30,
    servings: 4,
    ingredients: [
      '400 g spaghetti',
      '800 g tomatoes',
      '3 tbsp olive oil',
      '3 cloves garlic, sliced',
      '1 handful fresh basil',
      '1/2 cup grated parmesan',
      '1 tsp salt',
    ],
    instructions: [
      'Cook the tomatoes with the garlic in the oil for 20 minutes.',
      'Cook the spaghetti al dente and toss with the sauce, basil and parmesan.',
    ],
    nutrition: { calories: 520, protein: 17, carbs: 80, fat: 14, fiber: 6 },
  },
  lasagna: {
    title: 'Classic Beef Lasagna',
    cuisine: 'italian',
    mealType: 'dinner',
    cookingTime: 90,
    servings: 8,
    ingredients: [
      '12 lasagna sheets',
      '500 g ground beef',
      '1 jar (700 g) marinara sauce',
      '2 cups ricotta',
      '2 cups shredded mozzarella',
      '1/2 cup grated parmesan',
      '1 large egg',
    ],
    instructions: [
      'Brown the beef and stir in the marinara.',
      'Mix the ricotta with the egg and parmesan.',
      'Layer sheets, sauce, ricotta and mozzarella; bake at 375 °F (190 °C) for 45 minutes.',
    ],
    nutrition: { calories: 620, protein: 36, carbs: 40, fat: 34, fiber: 3 },
  },
} satisfies Record<string, AttachedRecipe>;

export type EvalRecipe = keyof typeof EVAL_RECIPES;
