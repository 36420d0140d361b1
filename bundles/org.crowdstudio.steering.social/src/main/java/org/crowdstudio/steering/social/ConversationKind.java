package org.crowdstudio.steering.social;

/** How two agents socialise (TA paper §5). */
public enum ConversationKind {
    /** Their destinations lie in different directions: they meet and stand within the formation nucleus (§5.1). */
    STOP_AND_TALK,
    /** Their destinations lie the same way: they walk side by side until the destinations diverge (§5.2). */
    PAIR_WALK
}
