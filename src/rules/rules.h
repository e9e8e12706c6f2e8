// The rules module in one include: rule sets, check/chase flags, repetition judgement, material,
// the arbiter and the game it judges. See each header for the contract.
#pragma once

#include "rules/arbiter.h"
#include "rules/chase.h"
#include "rules/game.h"
#include "rules/material.h"
#include "rules/repetition.h"
#include "rules/rule_set.h"
