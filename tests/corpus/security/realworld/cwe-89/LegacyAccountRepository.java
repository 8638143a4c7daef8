// expect: CWE-89 @ 22
// note: public repository method concatenates accountNo into a native SQL query → EntityManager.createNativeQuery
package com.meridianbank.accounts.repo;

import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import java.math.BigDecimal;
import java.util.List;
import org.springframework.stereotype.Repository;

@Repository
public class LegacyAccountRepository {

    private final EntityManager entityManager;

    public LegacyAccountRepository(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    @SuppressWarnings("unchecked")
    public List<Object[]> movements(String accountNo, int limit) {
        Query q = entityManager.createNativeQuery(
                "SELECT booked_at, amount, memo FROM ledger_entry WHERE account_no = '" + accountNo + "' ORDER BY booked_at DESC");
        q.setMaxResults(Math.min(limit, 500));
        return q.getResultList();
    }

    public BigDecimal balance(long accountId) {
        return (BigDecimal) entityManager
                .createNativeQuery("SELECT coalesce(sum(amount), 0) FROM ledger_entry WHERE account_id = ?1")
                .setParameter(1, accountId)
                .getSingleResult();
    }
}
